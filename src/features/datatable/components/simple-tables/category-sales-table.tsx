import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import { type CategoryGroup, salesByCategory } from '../../api/sales-summaries';
import type { SalesDetail } from '../../api/types';
import { useSalesDate } from '../use-sales-date';
import { TableCard } from './table-card';

const visuallyHidden = {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

function CategoryRow({ group }: { group: CategoryGroup }) {
  const { t } = useTranslation('tables');
  const fmt = useFormatters();
  const salesDate = useSalesDate();
  const [open, setOpen] = useState(false);
  const category = t(`categories.${group.category}`, { defaultValue: group.category });
  const detailsId = `category-sales-${group.category.replace(/\W+/g, '-')}`;
  return (
    <>
      <TableRow hover sx={{ '& > *': { borderBottom: open ? 'unset' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={t('simpleTable.collapsible.expand', { category })}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <KeyboardArrowUp /> : <KeyboardArrowDown />}
          </IconButton>
        </TableCell>
        <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
          {category}
        </TableCell>
        <TableCell align="right">{fmt.number(group.sales.length)}</TableCell>
        <TableCell align="right">{fmt.money(group.total)}</TableCell>
        <TableCell align="right">{fmt.money(group.paid)}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={5} sx={{ py: 0, ...(open ? {} : { borderBottom: 0 }) }}>
          <Collapse in={open} timeout="auto" unmountOnExit id={detailsId}>
            <Box sx={{ py: 2, paddingInlineStart: { sm: 6 } }}>
              <Table size="small" aria-label={t('simpleTable.collapsible.details', { category })}>
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
                  {group.sales.map((r) => (
                    <TableRow key={r.id}>
                      <TableCell component="th" scope="row" dir="auto">
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
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}

/** One row per category; its button opens the category's sales in a nested table. */
export function CategorySalesTable({ rows }: { rows: SalesDetail[] }) {
  const { t } = useTranslation('tables');
  return (
    <TableCard
      id="collapsible-table-title"
      title={t('simpleTable.collapsible.title')}
      subtitle={t('simpleTable.collapsible.subtitle')}
    >
      <Table aria-labelledby="collapsible-table-title" sx={{ minInlineSize: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" scope="col">
              <Box component="span" sx={visuallyHidden}>
                {t('simpleTable.collapsible.toggle')}
              </Box>
            </TableCell>
            <TableCell scope="col">{t('fields.category')}</TableCell>
            <TableCell scope="col" align="right">
              {t('fields.sales')}
            </TableCell>
            <TableCell scope="col" align="right">
              {t('fields.total')}
            </TableCell>
            <TableCell scope="col" align="right">
              {t('fields.paid')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {salesByCategory(rows).map((g) => (
            <CategoryRow key={g.category} group={g} />
          ))}
        </TableBody>
      </Table>
    </TableCard>
  );
}
