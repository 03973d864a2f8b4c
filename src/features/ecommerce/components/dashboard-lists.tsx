import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MuiLink from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/config/paths';
import { useFormatters } from '@/lib/use-formatters';
import type { topProducts } from '../api/dashboard-data';
import type { Order } from '../api/types';
import { PersonCell } from './person-cell';
import { StatusChip } from './status-chip';

export function TopProductsCard({ products }: { products: ReturnType<typeof topProducts> }) {
  const { t } = useTranslation('ecommerce');
  const fmt = useFormatters();
  return (
    <Card sx={{ blockSize: '100%' }}>
      <CardHeader title={t('dashboard.topProducts')} subheader={t('dashboard.topProductsHint')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <List dense>
        {products.map((p) => (
          <ListItem key={p.product} sx={{ gap: 2 }}>
            <Box sx={{ flex: 1, minInlineSize: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>{p.product}</Typography>
              <Typography variant="caption" color="text.secondary">{p.company}</Typography>
            </Box>
            <Rating value={p.rating} precision={0.1} readOnly size="small" getLabelText={(v) => t('reviews.stars', { count: Math.round(v) })} />
            <Typography variant="body2" sx={{ minInlineSize: 72, textAlign: 'end' }}>
              {t('dashboard.reviewCount', { count: p.reviews, formatted: fmt.number(p.reviews) })}
            </Typography>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}

export function RecentOrdersCard({ orders }: { orders: Order[] }) {
  const { t } = useTranslation('ecommerce');
  const fmt = useFormatters();
  return (
    <Card sx={{ blockSize: '100%' }}>
      <CardHeader
        title={t('dashboard.recentOrders')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={<MuiLink component={Link} to={href('apps-ecommerce-order-list')} sx={{ display: 'inline-block', p: 1 }}>{t('dashboard.viewAll')}</MuiLink>}
      />
      <List dense>
        {orders.map((o) => (
          <ListItem key={o.id} sx={{ gap: 2, flexWrap: 'wrap' }}>
            <Box sx={{ flex: 1, minInlineSize: 180 }}>
              <PersonCell name={o.customer} detail={<MuiLink component={Link} to={href('apps-ecommerce-order-details', { id: o.order })}>#{o.order}</MuiLink>} />
            </Box>
            <StatusChip kind="order" value={o.status} />
            <Typography variant="body2" sx={{ minInlineSize: 90, textAlign: 'end' }}>{fmt.money(o.spent)}</Typography>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
