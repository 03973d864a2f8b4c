import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import { paymentSummary } from '../../api/sales-summaries';
import type { SalesDetail } from '../../api/types';
import { TableCard } from './table-card';

/** MUI's footer cells are small and grey; the totals read as the table's last line. */
const totalCell = { typography: 'body2', fontWeight: 600, color: 'text.primary' } as const;

/** A dense table with a caption and a totals footer. */
export function PaymentSummaryTable({ rows }: { rows: SalesDetail[] }) {
  const { t } = useTranslation('tables');
  const fmt = useFormatters();
  const groups = paymentSummary(rows);
  const sum = (pick: (g: (typeof groups)[number]) => number) => groups.reduce((n, g) => n + pick(g), 0);
  const footer = { total: sum((g) => g.total), paid: sum((g) => g.paid) };
  const figures = (total: number, paid: number, sx?: typeof totalCell) => (
    <>
      <TableCell align="right" sx={sx}>
        {fmt.money(total)}
      </TableCell>
      <TableCell align="right" sx={sx}>
        {fmt.money(paid)}
      </TableCell>
      <TableCell align="right" sx={sx}>
        {fmt.money(total - paid)}
      </TableCell>
    </>
  );
  return (
    <TableCard id="dense-table-title" title={t('simpleTable.dense.title')} subtitle={t('simpleTable.dense.subtitle')}>
      <Table size="small" aria-labelledby="dense-table-title" sx={{ minInlineSize: 620 }}>
        <caption>{t('simpleTable.dense.caption', { count: rows.length })}</caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('fields.status')}</TableCell>
            <TableCell scope="col">{t('fields.received')}</TableCell>
            <TableCell scope="col" align="right">
              {t('fields.sales')}
            </TableCell>
            <TableCell scope="col" align="right">
              {t('fields.total')}
            </TableCell>
            <TableCell scope="col" align="right">
              {t('fields.paid')}
            </TableCell>
            <TableCell scope="col" align="right">
              {t('fields.outstanding')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((g) => (
            <TableRow key={g.key} hover>
              <TableCell component="th" scope="row">
                {t(`status.${g.status}`)}
              </TableCell>
              <TableCell>{t(`received.${g.received}`)}</TableCell>
              <TableCell align="right">{fmt.number(g.count)}</TableCell>
              {figures(g.total, g.paid)}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={2} sx={totalCell}>
              {t('simpleTable.dense.totalRow')}
            </TableCell>
            <TableCell align="right" sx={totalCell}>
              {fmt.number(rows.length)}
            </TableCell>
            {figures(footer.total, footer.paid, totalCell)}
          </TableRow>
        </TableFooter>
      </Table>
    </TableCard>
  );
}
