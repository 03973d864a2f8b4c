import Box from '@mui/material/Box';
import { Hint } from '@/components/hint';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { WidgetCard } from '@/components/charts/widget-card';
import { useFormatters } from '@/lib/use-formatters';
import { statusTones, type WidgetState } from './widget-state';

/** 14.5 hours as whole hours and minutes (14 and "30"). */
const hoursAndMinutes = (hours: number) => ({
  hours: Math.floor(hours),
  minutes: String(Math.round((hours % 1) * 60)).padStart(2, '0'),
});

/** The fleet by status: one bar split by share, then each status with its count and the time it takes. */
export function OverviewCard({ data, onRetry }: WidgetState) {
  const { t } = useTranslation('logistics');
  const fmt = useFormatters();
  const overview = data?.overview;
  const share = (n: number) => fmt.number(n / (overview?.total ?? 1), { style: 'percent', maximumFractionDigits: 1 });
  return (
    <WidgetCard
      title={t('overview.title')}
      subtitle={overview && t('overview.subtitle', { count: overview.total })}
      subtitleFromData
      figure
      height={260}
      grow
      loading={!data}
      onRetry={onRetry}
      description={
        overview &&
        t('overview.description', {
          statuses: overview.statuses
            .map((s) => `${t(`statuses.${s.status}`)} ${s.vehicles} (${share(s.vehicles)})`)
            .join(', '),
        })
      }
    >
      {overview && (
        <>
          <Box sx={{ display: 'flex', gap: 0.5, mb: 3 }} aria-hidden>
            {overview.statuses.map((s) => (
              <Hint key={s.status} title={`${t(`statuses.${s.status}`)} ${share(s.vehicles)}`}>
                <Box sx={{ flex: s.vehicles, minInlineSize: 0 }}>
                  <Box
                    sx={{
                      blockSize: 12,
                      borderRadius: 1,
                      bgcolor: `${statusTones[s.status]}.main`,
                    }}
                  />
                </Box>
              </Hint>
            ))}
          </Box>
          <Box
            component="table"
            // Beside the taller shipments chart, the rows share the card's height (WidgetCard grow).
            sx={{ flex: 1, inlineSize: '100%', borderCollapse: 'collapse', '& td, & th': { py: 1.1 } }}
          >
            <Box component="thead" sx={visuallyHidden}>
              <tr>
                <th scope="col">{t('vehicles.status')}</th>
                <th scope="col">{t('overview.time')}</th>
                <th scope="col">{t('overview.share')}</th>
              </tr>
            </Box>
            <tbody>
              {overview.statuses.map((s) => (
                <Box
                  component="tr"
                  key={s.status}
                  sx={{ '& + tr td, & + tr th': { borderBlockStart: 1, borderColor: 'divider' } }}
                >
                  <Box component="th" scope="row" sx={{ textAlign: 'start', fontWeight: 400 }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                      <Box
                        aria-hidden
                        sx={{
                          inlineSize: 10,
                          blockSize: 10,
                          borderRadius: '50%',
                          bgcolor: `${statusTones[s.status]}.main`,
                        }}
                      />
                      <Typography variant="body2">{t(`statuses.${s.status}`)}</Typography>
                    </Box>
                  </Box>
                  <Box component="td" sx={{ textAlign: 'end' }}>
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      <bdi>{t('overview.duration', hoursAndMinutes(s.hours))}</bdi>
                    </Typography>
                  </Box>
                  <Box component="td" sx={{ textAlign: 'end', inlineSize: '5.5rem' }}>
                    <Typography variant="body2" color="textSecondary">
                      {share(s.vehicles)}
                    </Typography>
                  </Box>
                </Box>
              ))}
            </tbody>
          </Box>
        </>
      )}
    </WidgetCard>
  );
}
