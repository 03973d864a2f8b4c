import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import type { OrderLine } from '../api/order-details';
import { CategoryIcon } from '@/components/category-icon';

// On a phone the price and quantity go under the product name, so the table fits without scrolling.
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;
const phoneOnly = { display: { xs: 'block', sm: 'none' } } as const;

export function OrderItemsCard({ lines, total }: { lines: OrderLine[]; total: number }) {
  const { t } = useTranslation('ecommerce');
  const fmt = useFormatters();
  const rows: Array<[string, string]> = [
    [t('orderDetails.subtotal'), fmt.money(total)],
    [t('orderDetails.shippingFee'), t('orderDetails.free')],
    [t('orderDetails.tax'), t('orderDetails.taxIncluded')],
  ];
  return (
    <Card>
      <CardHeader title={t('orderDetails.items')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <TableContainer>
        <Table aria-label={t('orderDetails.items')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('fields.product')}</TableCell>
              <TableCell align="right" sx={wideOnly}>
                {t('fields.price')}
              </TableCell>
              <TableCell align="right" sx={wideOnly}>
                {t('fields.qty')}
              </TableCell>
              <TableCell align="right">{t('orderDetails.lineTotal')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((l) => (
              <TableRow key={l.product.id}>
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minInlineSize: { sm: 200 } }}>
                    <CategoryIcon category={l.product.category} />
                    <Box>
                      <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'match-parent' }} dir="auto">
                        {l.product.productName}
                      </Typography>
                      {/* The page's direction: a Latin brand, then a description in the reader's language. */}
                      <Typography variant="caption" color="textSecondary" component="div">
                        {l.product.productBrand}
                      </Typography>
                      <Typography variant="caption" color="textSecondary" component="div" sx={phoneOnly}>
                        {t('orderDetails.qtyTimesPrice', { qty: fmt.number(l.qty), price: fmt.money(l.unitPrice) })}
                      </Typography>
                    </Box>
                  </Box>
                </TableCell>
                <TableCell align="right" sx={wideOnly}>
                  {fmt.money(l.unitPrice)}
                </TableCell>
                <TableCell align="right" sx={wideOnly}>
                  {fmt.number(l.qty)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {fmt.money(l.total)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box
        component="dl"
        sx={{
          m: 0,
          p: 2,
          display: 'grid',
          gridTemplateColumns: 'auto auto',
          justifyContent: 'end',
          columnGap: 4,
          rowGap: 1,
        }}
      >
        {rows.map(([k, v]) => (
          <Box key={k} sx={{ display: 'contents' }}>
            <Typography component="dt" color="textSecondary">
              {k}
            </Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'end' }}>
              {v}
            </Typography>
          </Box>
        ))}
        <Box sx={{ display: 'contents', '& > *': { pt: 1, borderBlockStart: 1, borderColor: 'divider' } }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {t('orderDetails.total')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'end' }}>
            {fmt.money(total)}
          </Typography>
        </Box>
      </Box>
      <Typography variant="caption" color="textSecondary" component="p" sx={{ px: 2, pb: 2 }}>
        {t('orderDetails.linesNote')}
      </Typography>
    </Card>
  );
}
