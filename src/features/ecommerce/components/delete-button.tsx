import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { preloadDeleteDialog } from '@/components/data-table/use-delete-flow';

export function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation('ecommerce');
  const label = t('delete.action', { name });
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        onClick={onClick}
        onPointerEnter={preloadDeleteDialog}
        onFocus={preloadDeleteDialog}
      >
        <DeleteOutline fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
