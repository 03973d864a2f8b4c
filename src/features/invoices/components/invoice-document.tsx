import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '@/components/brand-logo';
import { brand } from '@/config/brand';
import type { Invoice } from '../api/types';
import { InvoiceStatusChip } from '@/components/invoice-status-chip';
import { useInvoiceFormat } from './use-invoice-format';

const day = 86_400_000;
/** A phone shows quantity × price under the item, so the line's amount never scrolls out of sight. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;
export const invoiceDocumentId = 'invoice-document';

/** The invoice as its client reads it, on screen and on paper (the print sheet: `invoice-print-style.tsx`). */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices');
  const fmt = useInvoiceFormat();
  const money = (value: number) => fmt.money(value, invoice.currency);
  const terms = Math.round((Date.parse(invoice.dueDate) - Date.parse(invoice.issuedDate)) / day);
  const totals: Array<[string, string, boolean?]> = [
    [t('fields.subtotal'), money(invoice.subtotal)],
    ...(invoice.discount ? [[t('fields.discountLine'), `− ${money(invoice.discount)}`] as [string, string]] : []),
    [`${t('fields.tax')} (${fmt.number(invoice.taxRate)} %)`, money(invoice.tax)],
    [t('fields.total'), money(invoice.total), true],
    ...(invoice.paid ? [[t('fields.paid'), money(invoice.paid)] as [string, string]] : []),
    [t('preview.balanceDue'), money(invoice.balance), true],
  ];
  return (
    <Box id={invoiceDocumentId} component="article" aria-labelledby="invoice-title" sx={{ p: { xs: 2, sm: 4 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 3, mb: 3 }}>
        <Box>
          <BrandLogo />
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            {brand.legalName}
            <br />
            {brand.address}
            <br />
            <bdi>{brand.phone}</bdi> · <bdi>{brand.email}</bdi>
          </Typography>
        </Box>
        <Box sx={{ textAlign: { xs: 'start', sm: 'end' } }}>
          <Typography id="invoice-title" variant="h5" component="h2">
            {t('preview.invoice', { number: invoice.number })}
          </Typography>
          <Typography variant="body2">{t('preview.issued', { date: fmt.day(invoice.issuedDate) })}</Typography>
          <Typography variant="body2">{t('preview.due', { date: fmt.day(invoice.dueDate) })}</Typography>
          <Box sx={{ mt: 1 }}>
            <InvoiceStatusChip status={invoice.status} />
          </Box>
        </Box>
      </Box>
      <Divider />
      <Box sx={{ my: 3 }}>
        <Typography variant="overline" color="textSecondary">
          {t('preview.billTo')}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>
          <bdi>{invoice.client.name}</bdi>
        </Typography>
        <Typography variant="body2" color="textSecondary">
          <bdi>{invoice.client.email}</bdi>
          <br />
          <bdi>{invoice.client.contact}</bdi>
          <br />
          {invoice.client.country}
        </Typography>
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('form.lines')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('fields.item')}</TableCell>
              <TableCell align="right" sx={wideOnly}>
                {t('fields.quantity')}
              </TableCell>
              <TableCell align="right" sx={wideOnly}>
                {t('fields.price')}
              </TableCell>
              <TableCell align="right">{t('fields.lineTotal')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invoice.items.map((line, index) => (
              <TableRow key={index}>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {line.item}
                  </Typography>
                  {line.description && (
                    <Typography variant="caption" color="textSecondary">
                      {line.description}
                    </Typography>
                  )}
                  <Typography variant="body2" color="textSecondary" sx={{ display: { sm: 'none' } }}>
                    <bdi>{`${fmt.number(line.quantity)} × ${money(line.price)}`}</bdi>
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={wideOnly}>
                  {fmt.number(line.quantity)}
                </TableCell>
                <TableCell align="right" sx={[wideOnly, { whiteSpace: 'nowrap' }]}>
                  {money(line.price)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {money(line.quantity * line.price)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto auto',
          justifyContent: 'end',
          columnGap: 4,
          rowGap: 0.5,
          mt: 3,
          mb: 0,
          '& dd': { m: 0, textAlign: 'end', whiteSpace: 'nowrap' },
        }}
      >
        {totals.map(([label, value, strong]) => (
          <Box key={label} sx={{ display: 'contents', fontWeight: strong ? 700 : undefined }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 'inherit' }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ fontWeight: 'inherit' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {invoice.payments.length > 0 && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="subtitle2">{t('preview.payments')}</Typography>
          {invoice.payments.map((p, index) => (
            <Typography key={index} variant="body2" color="textSecondary">
              {fmt.day(p.date)} · {t(`methods.${p.method}`)} · {money(p.amount)}
            </Typography>
          ))}
        </Box>
      )}
      <Divider sx={{ my: 3 }} />
      {invoice.notes && (
        <Box sx={{ mb: 1 }}>
          <Typography variant="subtitle2">{t('fields.notes')}</Typography>
          <Typography variant="body2">{invoice.notes}</Typography>
        </Box>
      )}
      <Typography variant="body2" color="textSecondary">
        {t('preview.terms', { count: terms })}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
        {t('preview.thanks')}
      </Typography>
    </Box>
  );
}
