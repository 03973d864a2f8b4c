import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MuiLink from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/config/paths';
import { useFormatters } from '@/lib/use-formatters';
import type { TopProduct } from '../api/dashboard-types';
import type { Order } from '../api/types';
import { accentText } from '@/theme/accent';
import { StarRating } from '@/components/star-rating';
import { PersonCell } from './person-cell';
import { StatusChip } from './status-chip';

/** Five rows of the loaded list's height, so the card does not grow when the data arrives. */
function ListSkeleton({ avatar }: { avatar?: boolean }) {
  return [0, 1, 2, 3, 4].map((i) => (
    <ListItem key={i} sx={{ gap: avatar ? 1.5 : 2 }} aria-hidden>
      {avatar && <Skeleton variant="circular" width={34} height={34} />}
      <Box sx={{ flex: 1 }}>
        <Typography variant="body2">
          <Skeleton width="50%" />
        </Typography>
        <Typography variant="caption" component="div">
          <Skeleton width="30%" />
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ inlineSize: 120 }}>
        <Skeleton />
      </Typography>
    </ListItem>
  ));
}

export function TopProductsCard({ products }: { products?: TopProduct[] }) {
  const { t } = useTranslation('ecommerce');
  const fmt = useFormatters();
  return (
    <Card sx={{ blockSize: '100%' }}>
      <CardHeader
        title={t('dashboard.topProducts')}
        subheader={t('dashboard.topProductsHint')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <List dense>
        {!products && <ListSkeleton />}
        {products?.map((p) => (
          <ListItem key={p.product} sx={{ gap: 2 }}>
            <Box sx={{ flex: 1, minInlineSize: 0 }}>
              {/* dir="auto": a Latin name cut short in Arabic keeps its beginning and ends with the ellipsis. */}
              <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'match-parent' }} noWrap dir="auto">
                {p.product}
              </Typography>
              <Typography variant="caption" color="textSecondary" component="div">
                {p.company}
              </Typography>
            </Box>
            <Box
              sx={{
                display: 'flex',
                flexDirection: { xs: 'column', sm: 'row' },
                alignItems: { xs: 'flex-end', sm: 'center' },
                gap: { xs: 0, sm: 2 },
              }}
            >
              <StarRating value={p.rating} size="small" label={t('reviews.stars', { count: Math.round(p.rating) })} />
              <Typography variant="body2" sx={{ minInlineSize: { sm: 72 }, textAlign: 'end' }}>
                {t('dashboard.reviewCount', { count: p.reviews, formatted: fmt.number(p.reviews) })}
              </Typography>
            </Box>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}

export function RecentOrdersCard({ orders }: { orders?: Order[] }) {
  const { t } = useTranslation('ecommerce');
  const fmt = useFormatters();
  return (
    <Card sx={{ blockSize: '100%' }}>
      <CardHeader
        title={t('dashboard.recentOrders')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={
          <MuiLink
            component={Link}
            to={href('apps-ecommerce-order-list')}
            sx={[{ display: 'inline-block', p: 1 }, accentText]}
          >
            {t('dashboard.viewAll')}
          </MuiLink>
        }
      />
      <List dense>
        {!orders && <ListSkeleton avatar />}
        {orders?.map((o) => (
          <ListItem key={o.id} sx={{ gap: 2 }}>
            <Box sx={{ flex: 1, minInlineSize: 0 }}>
              <PersonCell
                name={o.customer}
                detail={
                  <MuiLink component={Link} to={href('apps-ecommerce-order-details', { id: o.order })} sx={accentText}>
                    #{o.order}
                  </MuiLink>
                }
              />
            </Box>
            {/* On a phone the chip and the amount stack, so nothing wraps under the name. */}
            <Box
              sx={{
                display: 'flex',
                flexDirection: { xs: 'column', sm: 'row' },
                alignItems: { xs: 'flex-end', sm: 'center' },
                gap: { xs: 0.5, sm: 2 },
              }}
            >
              <StatusChip kind="order" value={o.status} />
              <Typography variant="body2" sx={{ minInlineSize: 90, textAlign: 'end', fontWeight: 600 }}>
                {fmt.money(o.spent)}
              </Typography>
            </Box>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
