import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { WidgetCard } from '@/components/charts/widget-card';
import { useFormatters } from '@/lib/use-formatters';
import { WelcomeIllustration } from './welcome-illustration';
import type { WidgetState } from './widget-state';

/** This month's revenue against its target, beside the team's trophy. */
export function WelcomeCard({ data, onRetry }: WidgetState) {
  const { t } = useTranslation('analytics');
  const fmt = useFormatters();
  const w = data?.welcome;
  const month = w && fmt.date(`${w.month}-01T12:00:00`, { month: 'long' });
  const share = w ? w.revenue / w.target : 0;
  return (
    <WidgetCard
      title={t('welcome.title')}
      subtitle={w && t('welcome.subtitle', { month, value: fmt.percent(share) })}
      subtitleFromData
      height={150}
      loading={!data}
      onRetry={onRetry}
    >
      {w && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, blockSize: '100%' }}>
          <Box sx={{ minInlineSize: 0, flex: 1 }}>
            <Typography variant="h4" component="p" sx={{ color: 'primary.main', fontWeight: 600 }}>
              {fmt.compactMoney(w.revenue, 'XAF')}
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
              {t('welcome.target', { target: fmt.compactMoney(w.target, 'XAF') })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={Math.min(100, Math.round(share * 100))}
              aria-label={t('welcome.progress')}
              aria-valuetext={fmt.percent(share)}
              sx={{ blockSize: 8, borderRadius: 4, mb: 2, maxInlineSize: 260 }}
            />
            <Typography variant="body2">{t('welcome.trainees', { value: fmt.number(w.trainees) })}</Typography>
          </Box>
          <Box sx={{ flexShrink: 0, display: { xs: 'none', sm: 'block' } }}>
            <WelcomeIllustration />
          </Box>
        </Box>
      )}
    </WidgetCard>
  );
}
