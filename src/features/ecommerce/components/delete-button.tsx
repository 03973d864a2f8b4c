import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import { Hint } from '@/components/hint';
import { useTranslation } from 'react-i18next';
import { preloadDeleteDialog } from '@/components/data-table/use-delete-flow';

export function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation('ecommerce');
  const label = t('delete.action', { name });
  return (
    <Hint title={label}>
      <IconButton
        size="small"
        aria-label={label}
        onClick={onClick}
        onPointerEnter={preloadDeleteDialog}
        onFocus={preloadDeleteDialog}
      >
        <DeleteOutline fontSize="small" />
      </IconButton>
    </Hint>
  );
}
