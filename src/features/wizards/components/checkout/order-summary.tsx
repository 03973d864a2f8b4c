import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import type { CheckoutInput } from '../../api/checkout-schema';
import type { CartProduct } from '../../api/types';
import { cartTotals } from './cart-totals';

/** The price details beside every step of the checkout (Vuexy's "Price Details" card). */
export function OrderSummary({ values, products }: { values: CheckoutInput; products: CartProduct[] | undefined }) {
  const { t } = useTranslation('wizards');
  const { money } = useFormatters();
  const { subtotal, shipping, total } = cartTotals(values, products);
  const row = (label: string, value: string, strong = false) => (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        ...(strong && { borderBlockStart: 1, borderColor: 'divider', pt: 1.75, mt: 0.5 }),
      }}
    >
      <Typography
        component="dt"
        color={strong ? 'textPrimary' : 'textSecondary'}
        sx={{ fontWeight: strong ? 600 : 400 }}
      >
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 700 : 500 }}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Box
      component="aside"
      aria-label={t('checkout.summary.title')}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: 2.5,
        position: { md: 'sticky' },
        insetBlockStart: { md: 88 },
      }}
    >
      <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
        {t('checkout.summary.title')}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gap: 1.25, m: 0 }}>
        {row(
          t('checkout.summary.subtotal', { count: values.items.reduce((n, i) => n + i.qty, 0) }),
          money(subtotal, 'USD'),
        )}
        {row(t('checkout.summary.delivery'), shipping === 0 ? t('checkout.summary.free') : money(shipping, 'USD'))}
        {row(t('checkout.summary.total'), money(total, 'USD'), true)}
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
        {t('checkout.summary.note')}
      </Typography>
    </Box>
  );
}
