import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { orderAddress } from '../api/order-details';
import type { Order } from '../api/types';
import { PaymentMethod } from './order-columns';
import { PersonCell } from './person-cell';

export function OrderCustomerCard({ order }: { order: Order }) {
  const { t } = useTranslation('ecommerce');
  const address = orderAddress(order);
  const block = (title: string, lines: string[]) => (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {title}
      </Typography>
      {lines.map((l) => (
        <Typography key={l} variant="body2" color="textSecondary">
          {l}
        </Typography>
      ))}
    </>
  );
  return (
    <Card>
      <CardHeader title={t('orderDetails.customer')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <PersonCell name={order.customer} detail={order.email} />
        <Divider sx={{ my: 2 }} />
        {block(t('orderDetails.shippingAddress'), [order.customer, address.line1, address.city])}
        {block(t('orderDetails.billingAddress'), [order.customer, address.line1, address.city])}
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          {t('fields.method')}
        </Typography>
        <Typography variant="body2" color="textSecondary" component="div">
          <PaymentMethod order={order} />
        </Typography>
      </CardContent>
    </Card>
  );
}
