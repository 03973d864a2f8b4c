import PlayCircle from '@mui/icons-material/PlayCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Where the course video would play: no external video is loaded, the panel says so. */
export function VideoPlaceholder({ title }: { title: string }) {
  const { t } = useTranslation('academy');
  return (
    <Box
      role="img"
      aria-label={t('details.videoPlaceholder', { title })}
      sx={(theme) => ({
        aspectRatio: '16 / 9',
        borderRadius: 1,
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        color: 'common.white',
        background: `linear-gradient(135deg, ${theme.vars?.palette.primary.dark}, #1e1b3a)`,
      })}
    >
      <Box aria-hidden>
        <PlayCircle sx={{ fontSize: 72, opacity: 0.9 }} />
        <Typography variant="body2" sx={{ opacity: 0.95 }}>
          {t('details.videoNote')}
        </Typography>
      </Box>
    </Box>
  );
}
