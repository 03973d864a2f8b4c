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

/** Every sale in a fixed-height region; the header row stays in view while the rows scroll. */
export function StickySalesTable({ rows }: { rows: SalesDetail[] }) {
  const { t } = useTranslation('tables');
  const fmt = useFormatters();
  const salesDate = useSalesDate();
  return (
    <TableCard
      id="sticky-table-title"
      title={t('simpleTable.sticky.title')}
      subtitle={t('simpleTable.sticky.subtitle')}
      maxBlockSize={400}
    >
      <Table stickyHeader size="small" aria-labelledby="sticky-table-title" sx={{ minInlineSize: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('fields.product')}</TableCell>
            <TableCell scope="col">{t('fields.category')}</TableCell>
            <TableCell scope="col">{t('fields.buyer')}</TableCell>
            <TableCell scope="col">{t('fields.date')}</TableCell>
            <TableCell scope="col" align="right">
              {t('fields.total')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id} hover>
              <TableCell component="th" scope="row" dir="auto">
                {r.product.name}
              </TableCell>
              <TableCell>{t(`categories.${r.product.category}`, { defaultValue: r.product.category })}</TableCell>
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
