import Laptop from '@mui/icons-material/LaptopOutlined';
import School from '@mui/icons-material/SchoolOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ChangeText } from '@/components/charts/change-text';
import { spreadRows, WidgetCard } from '@/components/charts/widget-card';
import { useFormatters } from '@/lib/use-formatters';
import { type WidgetState } from './widget-state';
import { tinted } from '@/theme/accent';

/** This month's sales split between online and on-site channels, with the online share as a bar. */
export function SalesOverviewCard({ data, onRetry }: WidgetState) {
  const { t } = useTranslation('analytics');
  const fmt = useFormatters();
  const s = data?.salesOverview;
  const online = s ? s.online / s.total : 0;
  const channels = s
    ? [
        { id: 'online', icon: <Laptop fontSize="small" />, tone: 'primary' as const, value: s.online, share: online },
        { id: 'onSite', icon: <School fontSize="small" />, tone: 'info' as const, value: s.onSite, share: 1 - online },
      ]
    : [];
  return (
    <WidgetCard
      title={t('salesOverview.title')}
      subtitle={t('salesOverview.subtitle')}
      height={250}
      grow
      loading={!data}
      onRetry={onRetry}
    >
      {s && (
        <Box sx={spreadRows}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, mb: 2 }}>
            <Typography variant="h5" component="p" sx={{ fontSize: '1.5rem' }}>
              {fmt.compactMoney(s.total, 'XAF')}
            </Typography>
            <ChangeText change={s.change} />
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2, mb: 2 }}>
            {channels.map((c, i) => (
              <Box key={c.id} sx={{ minInlineSize: 0, textAlign: i === 0 ? 'start' : 'end' }}>
                <Box
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1,
                    justifyContent: i === 0 ? 'flex-start' : 'flex-end',
                  }}
                >
                  <Avatar variant="rounded" aria-hidden sx={{ ...tinted(c.tone), inlineSize: 28, blockSize: 28 }}>
                    {c.icon}
                  </Avatar>
                  <Typography variant="body2" color="textSecondary" noWrap>
                    {t(`salesOverview.${c.id}` as 'salesOverview.online')}
                  </Typography>
                </Box>
                <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, mt: 0.5 }}>
                  {fmt.percent(c.share)}
                </Typography>
                <Typography variant="body2" color="textSecondary" noWrap>
                  {fmt.compactMoney(c.value, 'XAF')}
                </Typography>
              </Box>
            ))}
          </Box>
          <LinearProgress
            variant="determinate"
            value={online * 100}
            aria-label={t('salesOverview.share')}
            aria-valuetext={fmt.percent(online)}
            sx={{
              blockSize: 10,
              borderRadius: 5,
              bgcolor: 'info.main',
              '& .MuiLinearProgress-bar': { borderRadius: 5 },
            }}
          />
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2, mt: 3, mb: 0 }}
          >
            {[
              { id: 'orders', value: fmt.number(s.orders) },
              { id: 'basket', value: fmt.compactMoney(s.total / s.orders, 'XAF') },
            ].map((f, i) => (
              <Box
                key={f.id}
                sx={{ textAlign: i === 0 ? 'start' : 'end', borderBlockStart: 1, borderColor: 'divider', pt: 1.5 }}
              >
                <Typography component="dt" variant="body2" color="textSecondary" noWrap>
                  {t(`salesOverview.${f.id}` as 'salesOverview.orders')}
                </Typography>
                <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 600 }}>
                  {f.value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </WidgetCard>
  );
}
