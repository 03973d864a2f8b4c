import Inventory from '@mui/icons-material/Inventory2Outlined';
import LocalShipping from '@mui/icons-material/LocalShippingOutlined';
import Schedule from '@mui/icons-material/ScheduleOutlined';
import Star from '@mui/icons-material/StarBorderOutlined';
import TaskAlt from '@mui/icons-material/TaskAltOutlined';
import Verified from '@mui/icons-material/VerifiedOutlined';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { spreadRows, WidgetCard } from '@/components/charts/widget-card';
import { useFormatters } from '@/lib/use-formatters';
import type { PerformanceKey } from '../api/types';
import { ChangeText } from '@/components/charts/change-text';
import type { WidgetState } from './widget-state';
import { tinted } from '@/theme/accent';

const look = {
  inTransit: [LocalShipping, 'primary'],
  outForDelivery: [Inventory, 'info'],
  delivered: [TaskAlt, 'success'],
  successRate: [Verified, 'warning'],
  deliveryTime: [Schedule, 'secondary'],
  rating: [Star, 'error'],
} as const satisfies Record<PerformanceKey, readonly [unknown, string]>;

/** The month's delivery figures, each with its change since last month. */
export function PerformanceCard({ data, onRetry }: WidgetState) {
  const { t } = useTranslation('logistics');
  const fmt = useFormatters();
  const value = (key: PerformanceKey, v: number) =>
    key === 'successRate'
      ? fmt.number(v, { style: 'percent', maximumFractionDigits: 1 })
      : key === 'deliveryTime'
        ? t('performance.hours', { count: v })
        : key === 'rating'
          ? t('performance.rating', { value: fmt.number(v) })
          : fmt.number(v);
  return (
    <WidgetCard
      title={t('performance.title')}
      subtitle={t('performance.subtitle')}
      height={380}
      grow
      loading={!data}
      onRetry={onRetry}
    >
      <List dense disablePadding aria-label={t('performance.title')} sx={spreadRows}>
        {data?.performance.map((p) => {
          const [Icon, tone] = look[p.key];
          return (
            <ListItem key={p.key} disableGutters secondaryAction={<ChangeText change={p.change} />} sx={{ py: 0.9 }}>
              <ListItemAvatar>
                <Avatar variant="rounded" aria-hidden sx={tinted(tone)}>
                  <Icon fontSize="small" />
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={t(`performance.keys.${p.key}`)}
                secondary={value(p.key, p.value)}
                slotProps={{
                  primary: { variant: 'body2', color: 'text.secondary' },
                  secondary: { variant: 'h6', color: 'text.primary', component: 'p' },
                }}
              />
            </ListItem>
          );
        })}
      </List>
    </WidgetCard>
  );
}
