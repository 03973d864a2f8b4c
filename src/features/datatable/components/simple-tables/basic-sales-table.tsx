import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import type { SalesDetail } from '../../api/types';
import { useSalesDate } from '../use-sales-date';
import { TableCard } from './table-card';

export function BasicSalesTable({ rows }: { rows: SalesDetail[] }) {
  const { t } = useTranslation('tables');
  const fmt = useFormatters();
  const salesDate = useSalesDate();
  return (
    <TableCard id="basic-table-title" title={t('simpleTable.basic.title')} subtitle={t('simpleTable.basic.subtitle')}>
      <Table aria-labelledby="basic-table-title" sx={{ minInlineSize: 520 }}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('fields.product')}</TableCell>
            <TableCell scope="col">{t('fields.buyer')}</TableCell>
            <TableCell scope="col">{t('fields.date')}</TableCell>
            <TableCell scope="col" align="right">
              {t('fields.total')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id} hover sx={{ '&:last-child td, &:last-child th': { borderBottom: 0 } }}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }} dir="auto">
                {r.product.name}
              </TableCell>
              <TableCell>
                <bdi>{r.buyer.name}</bdi>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{salesDate(r.date)}</TableCell>
              <TableCell align="right">{fmt.money(r.payment.total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableCard>
  );
}
