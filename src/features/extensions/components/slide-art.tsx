import Forest from '@mui/icons-material/ForestOutlined';
import Landscape from '@mui/icons-material/LandscapeOutlined';
import Park from '@mui/icons-material/ParkOutlined';
import Terrain from '@mui/icons-material/TerrainOutlined';
import Water from '@mui/icons-material/WaterOutlined';
import Waves from '@mui/icons-material/WavesOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The demo slides: places of Central Africa, drawn as gradients (no photo is hot-linked). */
export const slides = [
  { key: 'mayombe', icon: Forest, from: '#1b5e20', to: '#66bb6a' },
  { key: 'congoRiver', icon: Water, from: '#0d47a1', to: '#4fc3f7' },
  { key: 'cristal', icon: Terrain, from: '#4e342e', to: '#b36734' },
  { key: 'lakeChad', icon: Waves, from: '#006064', to: '#80deea' },
  { key: 'dja', icon: Park, from: '#33691e', to: '#c0ca33' },
  { key: 'boali', icon: Landscape, from: '#4a148c', to: '#f06292' },
] as const;

export type Slide = (typeof slides)[number];

export function SlideArt({
  slide,
  height = 260,
  compact = false,
}: {
  slide: Slide;
  height?: number;
  compact?: boolean;
}) {
  const { t } = useTranslation('extensions');
  const Icon = slide.icon;
  return (
    <Box
      sx={{
        blockSize: height,
        borderRadius: 2,
        color: '#fff',
        backgroundImage: `linear-gradient(135deg, ${slide.from}, ${slide.to})`,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-end',
        p: compact ? 1 : 3,
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      <Icon
        aria-hidden
        sx={{
          position: 'absolute',
          insetBlockStart: 16,
          insetInlineEnd: 16,
          fontSize: compact ? 28 : 72,
          opacity: 0.85,
        }}
      />
      {!compact && (
        <>
          <Typography variant="h6" component="p" sx={{ color: 'inherit', textShadow: '0 1px 2px rgba(0 0 0 / 0.4)' }}>
            {t(`slides.${slide.key}.title`)}
          </Typography>
          <Typography
            variant="body2"
            sx={{ color: 'inherit', opacity: 0.95, textShadow: '0 1px 2px rgba(0 0 0 / 0.4)' }}
          >
            {t(`slides.${slide.key}.place`)}
          </Typography>
        </>
      )}
    </Box>
  );
}
