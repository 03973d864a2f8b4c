import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';

export interface ImagePreview {
  name: string;
  /** An object URL made by the caller, who also revokes it. */
  url: string;
}

interface Props<T extends ImagePreview> {
  images: T[];
  onRemove: (image: T) => void;
  /** The remove button's accessible name for one image. */
  removeLabel: (name: string) => string;
  /** Names the list for screen readers. */
  label?: string;
  /** The file name under each thumbnail. */
  showNames?: boolean;
}

/** Thumbnails of images chosen on the device, each with a button that removes it. */
export function ImagePreviews<T extends ImagePreview>({ images, onRemove, removeLabel, label, showNames }: Props<T>) {
  if (images.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}
    >
      {images.map((image) => (
        <Box component="li" key={image.url} sx={{ position: 'relative', inlineSize: 96 }}>
          <Box
            component="img"
            src={image.url}
            alt={image.name}
            sx={{ inlineSize: 96, blockSize: 96, objectFit: 'cover', borderRadius: 1.5, display: 'block' }}
          />
          <IconButton
            size="small"
            onClick={() => onRemove(image)}
            aria-label={removeLabel(image.name)}
            sx={{
              position: 'absolute',
              insetBlockStart: 4,
              insetInlineEnd: 4,
              bgcolor: 'background.paper',
              '&:hover': { bgcolor: 'background.paper' },
            }}
          >
            <Close fontSize="small" />
          </IconButton>
          {showNames && (
            <Box
              sx={{
                typography: 'caption',
                mt: 0.5,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {image.name}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
