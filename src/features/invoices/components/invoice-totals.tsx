import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { InvoiceInput } from '../api/invoice-input';
import { invoiceTotals } from '../api/totals';
import { useInvoiceFormat } from './use-invoice-format';

/** The totals as the user types, computed as the API will (`invoiceTotals`). */
export function InvoiceTotals({ control }: { control: Control<InvoiceInput> }) {
  const { t } = useTranslation('invoices');
  const fmt = useInvoiceFormat();
  const [items, discount, taxRate] = useWatch({ control, name: ['items', 'discount', 'taxRate'] });
  const totals = invoiceTotals(items, discount, taxRate);
  const off = Number.isFinite(discount) ? Math.round(discount) : 0;
  const rows: Array<[string, string, boolean?]> = [
    [t('fields.subtotal'), fmt.money(totals.subtotal)],
    [t('fields.discountLine'), off ? `− ${fmt.money(off)}` : fmt.money(0)],
    [t('fields.tax'), fmt.money(totals.tax)],
    [t('fields.total'), fmt.money(totals.total), true],
  ];
  return (
    <Box
      component="dl"
      aria-live="polite"
      sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 4, rowGap: 0.5, m: 0, justifyContent: 'end' }}
    >
      {rows.map(([label, value, strong]) => (
        <Box key={label} sx={{ display: 'contents', '& > *': { fontWeight: strong ? 700 : undefined } }}>
          <Typography component="dt" variant="body2">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'end', whiteSpace: 'nowrap' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
