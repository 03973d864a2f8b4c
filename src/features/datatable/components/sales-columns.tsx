import CheckCircle from '@mui/icons-material/CheckCircleOutlineOutlined';
import RemoveCircle from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/data-table/types';
import type { SalesDetail } from '../api/types';
import { BuyerCell } from './buyer-cell';
import { CategoryIcon } from '@/components/category-icon';
import { StarRating } from '@/components/star-rating';
import { PaymentCell } from './payment-cell';
import { useSalesDate } from './use-sales-date';
import { useFormatters } from '@/lib/use-formatters';

export function useSalesColumns(): DataTableColumn<SalesDetail>[] {
  const { t } = useTranslation('tables');
  const salesDate = useSalesDate();
  const fmt = useFormatters();
  return [
    {
      id: 'product',
      header: t('fields.product'),
      sortKey: 'product',
      csv: (r) => r.product.name,
      render: ({ product }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minInlineSize: 220 }}>
          <CategoryIcon category={product.category} image={product.image} />
          <Box sx={{ minInlineSize: 0 }}>
            {/* A model's name stays in Latin letters: dir="auto" keeps it whole in Arabic, aligned as the page. */}
            <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'match-parent' }} dir="auto">
              {product.name}
            </Typography>
            <Typography
              variant="caption"
              color="textSecondary"
              component="div"
              noWrap
              dir="auto"
              sx={{ textAlign: 'match-parent' }}
            >
              {product.brand}
            </Typography>
          </Box>
        </Box>
      ),
    },
    {
      id: 'category',
      header: t('fields.category'),
      csv: (r) => t(`categories.${r.product.category}`, { defaultValue: r.product.category }),
      render: (r) => t(`categories.${r.product.category}`, { defaultValue: r.product.category }),
    },
    {
      id: 'date',
      header: t('fields.date'),
      sortKey: 'date',
      csv: (r) => salesDate(r.date),
      render: (r) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {salesDate(r.date)}
        </Box>
      ),
    },
    {
      id: 'buyer',
      header: t('fields.buyer'),
      sortKey: 'buyer',
      csv: (r) => r.buyer.name,
      render: (r) => <BuyerCell name={r.buyer.name} avatar={r.buyer.avatar} />,
    },
    {
      id: 'total',
      header: t('fields.payment'),
      sortKey: 'total',
      // One cell, as the screen reads it: "1 299,00 $ — Terminé — Reçu 1 299,00 $ · Payé en totalité".
      csv: ({ payment: p }) =>
        `${fmt.money(p.total)} — ${t(`status.${p.status}`)} — ${t('payment.received', { amount: fmt.money(p.paidAmount), status: t(`received.${p.receivedPaymentStatus}`) })}`,
      render: (r) => <PaymentCell payment={r.payment} />,
    },
    {
      id: 'shipping',
      header: t('fields.freeShipping'),
      csv: (r) => t(r.product.hasFreeShipping ? 'shipping.yes' : 'shipping.no'),
      render: ({ product }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}>
          {product.hasFreeShipping ? (
            <CheckCircle fontSize="small" color="success" aria-hidden />
          ) : (
            <RemoveCircle fontSize="small" sx={{ color: 'text.disabled' }} aria-hidden />
          )}
          {t(product.hasFreeShipping ? 'shipping.yes' : 'shipping.no')}
        </Box>
      ),
    },
    {
      id: 'rating',
      header: t('fields.rating'),
      csv: (r) => r.product.rating,
      render: ({ product }) => (
        <StarRating value={product.rating} size="small" label={t('rating', { count: product.rating })} />
      ),
    },
  ];
}
