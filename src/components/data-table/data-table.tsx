import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import { type ReactNode, useCallback, useDeferredValue, useLayoutEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useFollowLinks } from '@/lib/follow-link';
import { toast } from '@/lib/toast';
import { DataTableHead } from './data-table-head';
import { DataTableRows, rowStyles } from './data-table-rows';
import { DataTablePagination } from './data-table-pagination';
import { DataTableToolbar } from './data-table-toolbar';
import { downloadText, toCsv } from './export-csv';
import { EmptyState, ErrorState, FullRow, SkeletonRows } from './table-states';
import type { DataTableColumn, RowId } from './types';
import type { TableUrlState } from './use-table-url-state';

export interface DataTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  columns: DataTableColumn<T>[];
  rows: T[] | undefined;
  total: number;
  getRowId: (row: T) => RowId;
  /** A row to point out (a record just added, the vehicle chosen on a map): selected and marked as current. */
  highlightRowId?: RowId;
  /** Whether the pointed-out row is scrolled into view (not where the choice was made elsewhere on the page). */
  scrollToHighlight?: boolean;
  table: TableUrlState;
  query: { isPending: boolean; isFetching: boolean; isError: boolean; refetch: () => unknown };
  searchLabel?: string;
  filters?: ReactNode;
  actions?: ReactNode;
  /** Returns every row of the current filtered view; enables the CSV export button. */
  exportRows?: () => Promise<T[]>;
  exportFileName?: string;
  /** Enables row selection; renders the actions shown for the selected rows. */
  bulkActions?: (ids: RowId[], clear: () => void) => ReactNode;
  rowActions?: (row: T) => ReactNode;
  empty?: ReactNode;
  /** Height of a loaded row, so the loading skeleton takes the same room (73 px: a two-line cell). */
  skeletonRowHeight?: number;
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { t, i18n } = useTranslation('data-table');
  const { label, columns, total, getRowId, table, query, rowActions, bulkActions } = props;
  // The first rows replace the skeleton in a deferred, interruptible render, so the page's first load is not
  // one long task (a query result is a synchronous store update). Later views, which a user is waiting for,
  // render at once.
  const firstRows = useDeferredValue(props.rows);
  const rows = firstRows === undefined ? firstRows : props.rows;
  const { state } = table;
  const followLinks = useFollowLinks();
  // Selection belongs to one view; any change of the query starts afresh (no effect needed).
  const viewKey = JSON.stringify(table.state);
  const [selection, setSelection] = useState<{ key: string; ids: RowId[] }>({ key: viewKey, ids: [] });
  const selected = selection.key === viewKey ? selection.ids : [];
  const [exporting, setExporting] = useState(false);
  // Handlers that stay the same from one view to the next, so the memoised header and pagination skip the
  // renders of a search, a sort or a page change that do not change them; they act on the last committed view.
  const latest = useRef({ table, pageIds: [] as RowId[], allSelected: false, viewKey });
  const onSort = useCallback((key: string) => latest.current.table.toggleSort(key), []);
  const onPageChange = useCallback((page: number) => latest.current.table.setPage(page), []);
  const onItemsPerPageChange = useCallback((size: number) => latest.current.table.setItemsPerPage(size), []);
  const toggleAll = useCallback(() => {
    const { pageIds, allSelected, viewKey } = latest.current;
    setSelection({ key: viewKey, ids: allSelected ? [] : pageIds });
  }, []);

  const pageIds = (rows ?? []).map(getRowId);
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
  const toggle = (id: RowId) =>
    setSelection({ key: viewKey, ids: selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id] });
  const clear = () => setSelection({ key: viewKey, ids: [] });
  useLayoutEffect(() => {
    latest.current = { table, pageIds, allSelected, viewKey };
  });
  const colSpan = columns.length + (bulkActions ? 1 : 0) + (rowActions ? 1 : 0);

  const runExport = async () => {
    if (!props.exportRows) return;
    setExporting(true);
    try {
      const language = i18n.resolvedLanguage ?? i18n.language;
      downloadText(await toCsv(await props.exportRows(), columns, language), props.exportFileName ?? 'export.csv');
    } catch {
      toast(t('exportFailed'), { variant: 'error' });
    } finally {
      setExporting(false);
    }
  };

  const body = () => {
    if (query.isError)
      return (
        <FullRow colSpan={colSpan}>
          <ErrorState onRetry={() => void query.refetch()} />
        </FullRow>
      );
    if (query.isPending || !rows)
      return (
        <SkeletonRows
          rows={Math.min(state.itemsPerPage, 25)}
          columns={colSpan}
          rowHeight={props.skeletonRowHeight ?? 73}
        />
      );
    if (rows.length === 0 && total > 0) {
      // A page past the end (an old link, or the last row of the last page deleted): not "no results".
      const last = Math.max(1, Math.ceil(total / state.itemsPerPage));
      return (
        <FullRow colSpan={colSpan}>
          <EmptyState
            title={t('pastEnd.title')}
            body={t('pastEnd.body', { count: total })}
            action={
              <Button variant="outlined" onClick={() => table.setPage(last, true)}>
                {t('pastEnd.action')}
              </Button>
            }
          />
        </FullRow>
      );
    }
    if (rows.length === 0) return <FullRow colSpan={colSpan}>{props.empty ?? <EmptyState />}</FullRow>;
    return (
      <DataTableRows
        rows={rows}
        columns={columns}
        getRowId={getRowId}
        highlightRowId={props.highlightRowId}
        scrollToHighlight={props.scrollToHighlight}
        selection={bulkActions ? { selected, toggle, label: t('selectRow') } : undefined}
        rowActions={rowActions}
      />
    );
  };

  // Loading again with rows on screen (a first load shows placeholder rows instead).
  const refreshing = query.isFetching && !query.isPending;
  return (
    <>
      <DataTableToolbar
        q={state.q}
        onSearch={table.setSearch}
        onReset={table.filtered ? () => table.resetFilters() : undefined}
        searchLabel={props.searchLabel}
        filters={props.filters}
        actions={props.actions}
        onExport={props.exportRows ? () => void runExport() : undefined}
        exporting={exporting}
        selectedCount={selected.length}
        bulkActions={bulkActions?.(selected, clear)}
      />
      <LinearProgress
        aria-hidden
        sx={[
          { blockSize: 2 },
          // Hidden, its bars leave the layout too: a hidden bar's animation still ran on every frame, a frame's
          // style, layout and paint for nothing while the list sits or renders (docs/performance.md, "The idle bar").
          !refreshing && {
            visibility: 'hidden',
            '& .MuiLinearProgress-bar': { display: 'none' },
          },
        ]}
      />
      {/* Focusable, so a keyboard can scroll a table wider than a phone. */}
      <TableContainer tabIndex={0} role="region" aria-label={label} onClick={followLinks}>
        <Table
          aria-label={label}
          aria-busy={query.isFetching}
          size="medium"
          // A little less than MUI's 16 px each side: wide lists (orders) fit a 1440 px screen.
          sx={(theme) => ({
            '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { paddingInline: 1.5 },
            ...rowStyles(theme),
          })}
        >
          <DataTableHead
            columns={columns}
            sortBy={state.sortBy}
            orderBy={state.orderBy}
            onSort={onSort}
            hasRowActions={Boolean(rowActions)}
            selection={
              bulkActions
                ? {
                    all: allSelected,
                    some: selected.length > 0,
                    toggleAll,
                  }
                : undefined
            }
          />
          <TableBody>{body()}</TableBody>
        </Table>
      </TableContainer>
      <DataTablePagination
        total={total}
        page={state.page}
        itemsPerPage={state.itemsPerPage}
        onPageChange={onPageChange}
        onItemsPerPageChange={onItemsPerPageChange}
      />
    </>
  );
}
