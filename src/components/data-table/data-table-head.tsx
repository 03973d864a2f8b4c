import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTranslation } from 'react-i18next';
import type { SortOrder } from '@/lib/list-query';
import type { DataTableColumn } from './types';

interface Props<T> {
  columns: DataTableColumn<T>[];
  sortBy?: string;
  orderBy?: SortOrder;
  onSort: (key: string) => void;
  selection?: { all: boolean; some: boolean; toggleAll: () => void };
  hasRowActions: boolean;
}

export function DataTableHead<T>({ columns, sortBy, orderBy, onSort, selection, hasRowActions }: Props<T>) {
  const { t } = useTranslation('data-table');
  return (
    <TableHead>
      <TableRow>
        {selection && (
          <TableCell padding="checkbox">
            <Checkbox
              checked={selection.all}
              indeterminate={selection.some && !selection.all}
              onChange={selection.toggleAll}
              slotProps={{ input: { 'aria-label': t('selectAll') } }}
            />
          </TableCell>
        )}
        {columns.map((col) => {
          const active = col.sortKey !== undefined && sortBy === col.sortKey;
          return (
            <TableCell
              key={col.id}
              align={col.align}
              // A plain header may wrap ("Moyen de paiement"); a sortable one keeps its arrow beside the text.
              sx={{ minInlineSize: col.minWidth, whiteSpace: col.sortKey ? 'nowrap' : 'normal', fontWeight: 600 }}
              aria-sort={active ? (orderBy === 'desc' ? 'descending' : 'ascending') : undefined}
            >
              {col.sortKey ? (
                <TableSortLabel
                  active={active}
                  direction={active ? orderBy : 'asc'}
                  onClick={() => col.sortKey && onSort(col.sortKey)}
                >
                  {col.header}
                </TableSortLabel>
              ) : (
                col.header
              )}
            </TableCell>
          );
        })}
        {hasRowActions && (
          <TableCell align="right" sx={{ fontWeight: 600 }}>
            {t('actions')}
          </TableCell>
        )}
      </TableRow>
    </TableHead>
  );
}
