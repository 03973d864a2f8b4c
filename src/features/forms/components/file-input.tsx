import Close from '@mui/icons-material/Close';
import CloudUpload from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkImages, type FileProblem, imageTypes, maxImages } from './file-rules';

/**
 * Images chosen from the device, previewed at once (object URLs, freed when removed or when the page closes):
 * nothing is uploaded. Refused files are named with the reason.
 */
export function FileInput({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation('forms');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<Array<{ name: string; problem: FileProblem }>>([]);
  const previews = useMemo(() => files.map((file) => ({ file, url: URL.createObjectURL(file) })), [files]);
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews]);
  const choose = (chosen: FileList | null) => {
    const result = checkImages(Array.from(chosen ?? []), files.length);
    setFiles([...files, ...result.kept]);
    setRefused(result.refused);
  };
  return (
    <Box>
      <Box
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: refused.length ? 'error.main' : 'divider',
          borderRadius: 2,
          p: 3,
          textAlign: 'center',
        }}
      >
        <CloudUpload color={disabled ? 'disabled' : 'primary'} sx={{ fontSize: 40 }} aria-hidden />
        <Box sx={{ mt: 1 }}>
          {/* A button that opens the browser's file dialog: a label around the input would nest two controls. */}
          <Button
            variant="outlined"
            disabled={disabled}
            aria-describedby={`${id}-help`}
            onClick={() => input.current?.click()}
          >
            {t('elements.file.choose')}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            multiple
            accept={imageTypes.join(',')}
            disabled={disabled}
            onChange={(e) => {
              choose(e.target.files);
              e.target.value = '';
            }}
          />
        </Box>
        <FormHelperText id={`${id}-help`} sx={{ textAlign: 'center' }}>
          {t('elements.file.helper', { max: maxImages })}
        </FormHelperText>
      </Box>
      {refused.length > 0 && (
        <Box role="alert" sx={{ mt: 1 }}>
          {refused.map((r) => (
            <FormHelperText key={r.name} error>
              {t(`elements.file.refused.${r.problem}`, { name: r.name, max: maxImages })}
            </FormHelperText>
          ))}
        </Box>
      )}
      {previews.length > 0 && (
        <Box
          component="ul"
          aria-label={t('elements.file.chosen')}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}
        >
          {previews.map(({ file, url }) => (
            <Box component="li" key={url} sx={{ position: 'relative', inlineSize: 96 }}>
              <Box
                component="img"
                src={url}
                alt={file.name}
                sx={{ inlineSize: 96, blockSize: 96, objectFit: 'cover', borderRadius: 1.5, display: 'block' }}
              />
              <IconButton
                size="small"
                onClick={() => setFiles(files.filter((f) => f !== file))}
                aria-label={t('elements.file.remove', { name: file.name })}
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
              <Box
                sx={{
                  typography: 'caption',
                  mt: 0.5,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {file.name}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
