import { loadPlots } from '@/components/charts/lazy-plots';
import { useChartLanguage } from '@/components/charts/use-chart-language';
import AccessTime from '@mui/icons-material/AccessTimeOutlined';
import ConfirmationNumber from '@mui/icons-material/ConfirmationNumberOutlined';
import MarkEmailUnread from '@mui/icons-material/MarkEmailUnreadOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Plot } from '@/components/charts/chart-card';
import { WidgetCard } from '@/components/charts/widget-card';
import { useFormatters } from '@/lib/use-formatters';
import { type WidgetState } from './widget-state';
import { tinted } from '@/theme/accent';

const loadGauge = () => import('./support-gauge');
const SupportGauge = lazy(() => loadGauge().then((m) => ({ default: m.SupportGauge })));
const gaugeHeight = 200;

/** The week's support tickets: how many, how fast, and the share resolved as a gauge. */
export function SupportCard({ data, onRetry }: WidgetState) {
  const { t } = useTranslation('analytics');
  const fmt = useFormatters();
  const { rtl } = useChartLanguage(loadPlots);
  const s = data?.support;
  // The gauge's code loads alongside the data, not after it.
  useEffect(() => void loadGauge(), []);
  const rows = s
    ? [
        {
          id: 'new',
          icon: <ConfirmationNumber fontSize="small" />,
          tone: 'primary' as const,
          value: fmt.number(s.newTickets),
        },
        { id: 'open', icon: <MarkEmailUnread fontSize="small" />, tone: 'info' as const, value: fmt.number(s.open) },
        {
          id: 'response',
          icon: <AccessTime fontSize="small" />,
          tone: 'warning' as const,
          value: t('support.hours', { value: fmt.number(s.responseHours, { maximumFractionDigits: 1 }) }),
        },
      ]
    : [];
  return (
    <WidgetCard
      title={t('support.title')}
      subtitle={t('support.subtitle')}
      figure
      height={gaugeHeight + 20}
      loading={!data}
      onRetry={onRetry}
      description={s && t('support.description', { resolved: fmt.percent(s.resolved), tickets: fmt.number(s.tickets) })}
    >
      {s && (
        <Box
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1.2fr)' }, gap: 2 }}
        >
          <Box>
            <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>
              {fmt.number(s.tickets)}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {t('support.tickets')}
            </Typography>
            <List dense disablePadding aria-label={t('support.title')} sx={{ mt: 1 }}>
              {rows.map((r) => (
                <ListItem key={r.id} disableGutters>
                  <ListItemAvatar sx={{ minInlineSize: 44 }}>
                    <Avatar variant="rounded" aria-hidden sx={{ ...tinted(r.tone), inlineSize: 32, blockSize: 32 }}>
                      {r.icon}
                    </Avatar>
                  </ListItemAvatar>
                  <ListItemText
                    primary={t(`support.rows.${r.id}` as 'support.rows.new')}
                    secondary={r.value}
                    slotProps={{ primary: { sx: { fontWeight: 500 } } }}
                  />
                </ListItem>
              ))}
            </List>
          </Box>
          <Box sx={{ alignSelf: 'center', textAlign: 'center' }}>
            <Plot height={gaugeHeight}>
              <SupportGauge value={s.resolved * 100} text={fmt.percent(s.resolved)} height={gaugeHeight} rtl={rtl} />
            </Plot>
            <Typography variant="body2" color="textSecondary">
              {t('support.resolved')}
            </Typography>
          </Box>
        </Box>
      )}
    </WidgetCard>
  );
}
