import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';

interface Props {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
}

/** One button per slide; the current one carries aria-current. Each hit area is 28 px (WCAG 2.5.8). */
export function HeroDots({ count, selected, onSelect }: Props) {
  const { t } = useTranslation('marketing');
  return (
    <Box sx={{ display: 'flex' }}>
      {Array.from({ length: count }, (_, i) => (
        <ButtonBase
          key={i}
          aria-label={t('hero.goTo', { index: i + 1 })}
          aria-current={i === selected ? 'true' : undefined}
          aria-controls="hero-slides"
          data-hero-dot={i}
          onClick={() => onSelect(i)}
          sx={{ inlineSize: 28, blockSize: 28, borderRadius: '50%' }}
        >
          <Box
            component="span"
            sx={{
              inlineSize: i === selected ? 22 : 10,
              blockSize: 10,
              borderRadius: 5,
              bgcolor: i === selected ? 'primary.dark' : 'action.disabled',
              transition: 'inline-size 200ms',
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            }}
          />
        </ButtonBase>
      ))}
    </Box>
  );
}
