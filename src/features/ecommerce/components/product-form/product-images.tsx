import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternateOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type ImagePreview, ImagePreviews } from '@/components/form/image-previews';
import { accentText } from '@/theme/accent';

/** Pictures stay in the browser: each gets an object URL for its preview, revoked when removed. */
export function ProductImages({
  images,
  onChange,
}: {
  images: ImagePreview[];
  onChange: (next: ImagePreview[]) => void;
}) {
  const { t } = useTranslation('ecommerce');
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  }, [images]);
  useEffect(() => () => latest.current.forEach((i) => URL.revokeObjectURL(i.url)), []);
  const add = (files: FileList | null) => {
    const picked = [...(files ?? [])].filter((f) => f.type.startsWith('image/'));
    onChange([...images, ...picked.map((f) => ({ name: f.name, url: URL.createObjectURL(f) }))]);
  };
  const remove = (img: ImagePreview) => {
    URL.revokeObjectURL(img.url);
    onChange(images.filter((i) => i !== img));
  };
  return (
    <Card>
      <CardHeader
        title={t('form.images')}
        subheader={t('form.imagesHint')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Box sx={{ border: '2px dashed', borderColor: 'divider', borderRadius: 2, p: 3, textAlign: 'center' }}>
          <AddPhotoAlternate color="primary" sx={{ fontSize: 40 }} aria-hidden />
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
            {t('form.imagesDrop')}
          </Typography>
          <Button variant="outlined" component="label" sx={accentText}>
            {t('form.chooseImages')}
            <input
              hidden
              type="file"
              accept="image/*"
              multiple
              onChange={(e) => {
                add(e.target.files);
                e.target.value = '';
              }}
            />
          </Button>
        </Box>
        <ImagePreviews images={images} removeLabel={(name) => t('form.removeImage', { name })} onRemove={remove} />
      </CardContent>
    </Card>
  );
}
