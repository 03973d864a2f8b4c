import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { memo } from 'react';
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

function Head<T>({ columns, sortBy, orderBy, onSort, selection, hasRowActions }: Props<T>) {
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

/** What the header shows of a column: its cells' renderers do not matter here. */
const sameHeader = <T,>(a: DataTableColumn<T>, b: DataTableColumn<T> | undefined) =>
  b !== undefined &&
  a.id === b.id &&
  a.header === b.header &&
  a.sortKey === b.sortKey &&
  a.align === b.align &&
  a.minWidth === b.minWidth;

/**
 * Renders again only when what it shows changes, not on every search keystroke or page change: the lists build
 * their columns anew on each render, and the table hands it handlers that stay the same (`data-table.tsx`).
 */
export const DataTableHead = memo(
  Head,
  (a, b) =>
    a.sortBy === b.sortBy &&
    a.orderBy === b.orderBy &&
    a.onSort === b.onSort &&
    a.hasRowActions === b.hasRowActions &&
    a.selection?.all === b.selection?.all &&
    a.selection?.some === b.selection?.some &&
    a.selection?.toggleAll === b.selection?.toggleAll &&
    a.columns.length === b.columns.length &&
    a.columns.every((col, i) => sameHeader(col, b.columns[i])),
) as typeof Head;
