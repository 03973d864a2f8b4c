import FileDownload from '@mui/icons-material/FileDownloadOutlined';
import FilterAltOff from '@mui/icons-material/FilterAltOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableSearchField } from './table-search-field';

interface Props {
  q: string;
  onSearch: (q: string) => void;
  /** Clears the search and the filters; the button shows while any is active. */
  onReset?: () => void;
  searchLabel?: string;
  filters?: ReactNode;
  actions?: ReactNode;
  onExport?: () => void;
  exporting?: boolean;
  selectedCount: number;
  bulkActions?: ReactNode;
}

export function DataTableToolbar(props: Props) {
  const { t } = useTranslation('data-table');
  const { q, onSearch, onReset, searchLabel, filters, actions, onExport, exporting, selectedCount, bulkActions } =
    props;
  // A reset empties the search box even when its text was typed here (the box keeps its own text).
  const [resets, setResets] = useState(0);
  return (
    <>
      {/* One wrapping row: search, filters, then the buttons at the end (on their own line when short of room). */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: 2 }}>
        {searchLabel && <TableSearchField key={resets} value={q} onChange={onSearch} label={searchLabel} />}
        {filters}
        {onReset && (
          <Button
            color="secondary"
            startIcon={<FilterAltOff />}
            onClick={() => {
              setResets((n) => n + 1);
              onReset();
            }}
          >
            {t('resetFilters')}
          </Button>
        )}
        {(onExport || actions) && (
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              marginInlineStart: 'auto',
              inlineSize: { xs: '100%', sm: 'auto' },
              '& > *': { flex: { xs: '1 1 auto', sm: '0 0 auto' } },
            }}
          >
            {onExport && (
              <Button
                variant="outlined"
                color="secondary"
                startIcon={<FileDownload />}
                onClick={onExport}
                loading={exporting}
              >
                {t('export')}
              </Button>
            )}
            {actions}
          </Box>
        )}
      </Box>
      {selectedCount > 0 && (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 2,
            px: 2,
            py: 1,
            bgcolor: 'action.selected',
          }}
        >
          <Typography variant="body2" role="status">
            {t('selected', { count: selectedCount })}
          </Typography>
          {bulkActions}
        </Box>
      )}
    </>
  );
}
