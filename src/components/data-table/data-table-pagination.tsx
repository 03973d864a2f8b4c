import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import TablePagination from '@mui/material/TablePagination';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Hint } from '@/components/hint';
import { useFormatters } from '@/lib/use-formatters';
import { pageSizeOptions } from './table-url-state';

interface Props {
  total: number;
  page: number;
  itemsPerPage: number;
  onPageChange: (page: number) => void;
  onItemsPerPageChange: (size: number) => void;
}

/** MUI's page button with its tooltip mounted on the first hover or focus (`Hint`), as every list renders four. */
function PageButton({ title, ...props }: IconButtonProps) {
  return (
    <Hint title={title ?? ''}>
      <IconButton {...props} />
    </Hint>
  );
}
const pageButtons = {
  firstButton: PageButton,
  previousButton: PageButton,
  nextButton: PageButton,
  lastButton: PageButton,
};

/**
 * MUI counts pages from 0, the API and the URL from 1. Memoised: a sort or a search that keeps the total does not
 * render it again when its handlers are stable (`data-table.tsx`).
 */
export const DataTablePagination = memo(function DataTablePagination({
  total,
  page,
  itemsPerPage,
  onPageChange,
  onItemsPerPageChange,
}: Props) {
  const { t } = useTranslation('data-table');
  const fmt = useFormatters();
  const lastPage = Math.max(0, Math.ceil(total / itemsPerPage) - 1);
  // MUI needs a page in range, so it is given the last one; the text must not claim that page's rows.
  const pastEnd = total > 0 && page - 1 > lastPage;
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.min(page - 1, lastPage)}
      rowsPerPage={itemsPerPage}
      rowsPerPageOptions={[...pageSizeOptions]}
      onPageChange={(_, p) => onPageChange(p + 1)}
      onRowsPerPageChange={(e) => onItemsPerPageChange(Number(e.target.value))}
      showFirstButton
      showLastButton
      labelRowsPerPage={t('rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) =>
        pastEnd
          ? t('displayedRowsPastEnd', { count: fmt.number(count) })
          : t('displayedRows', { from: fmt.number(from), to: fmt.number(to), count: fmt.number(count) })
      }
      getItemAriaLabel={(type) => t(`pageButtons.${type}`)}
      slots={{ actions: pageButtons }}
      sx={{ '.MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 1 } }}
    />
  );
});
