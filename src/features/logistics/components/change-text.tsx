import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';

/** "+25,3 %" with a green or red arrow, and words for screen readers (the arrow alone says nothing). */
export function ChangeText({ change }: { change: number }) {
  const { t } = useTranslation('logistics');
  const fmt = useFormatters();
  const up = change >= 0;
  const value = fmt.number(change, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'always' });
  const Icon = up ? TrendingUp : TrendingDown;
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 500 }}
      aria-label={t(up ? 'change.up' : 'change.down', { value })}
    >
      <Icon
        fontSize="small"
        aria-hidden
        sx={{ color: up ? 'success.main' : 'error.main', '[dir=rtl] &': { transform: 'scaleX(-1)' } }}
      />
      {value}
    </Typography>
  );
}
