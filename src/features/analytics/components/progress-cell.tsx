import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import { atRiskThreshold } from './project-summary';

export function ProgressCell({ value, name }: { value: number; name: string }) {
  const { t } = useTranslation('analytics');
  const fmt = useFormatters();
  const color = value < atRiskThreshold ? 'error' : value < 100 ? 'primary' : 'success';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minInlineSize: 140 }}>
      <LinearProgress
        variant="determinate"
        value={value}
        color={color}
        aria-label={t('table.progressOf', { name })}
        sx={{ flex: 1, blockSize: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ minInlineSize: 40, textAlign: 'end' }}>
        {fmt.percent(value / 100)}
      </Typography>
    </Box>
  );
}
