import FileDownload from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TableSearchField } from './table-search-field';

interface Props {
  q: string;
  onSearch: (q: string) => void;
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
  const { q, onSearch, searchLabel, filters, actions, onExport, exporting, selectedCount, bulkActions } = props;
  return (
    <>
      {/* One wrapping row: search, filters, then the buttons at the end (on their own line when short of room). */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: 2 }}>
        {searchLabel && <TableSearchField value={q} onChange={onSearch} label={searchLabel} />}
        {filters}
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
              <Button variant="outlined" color="secondary" startIcon={<FileDownload />} onClick={onExport} loading={exporting}>
                {t('export')}
              </Button>
            )}
            {actions}
          </Box>
        )}
      </Box>
      {selectedCount > 0 && (
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, px: 2, py: 1, bgcolor: 'action.selected' }}
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
