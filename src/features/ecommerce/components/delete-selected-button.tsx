import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import { preloadDeleteDialog } from '@/components/data-table/use-delete-flow';

/** Error-toned outline with body-coloured text: error red on the dark paper is under 4.5:1. */
export function DeleteSelectedButton({
  label,
  onClick,
  size = 'small',
}: {
  label: string;
  onClick: () => void;
  size?: 'small' | 'medium';
}) {
  return (
    <Button
      color="error"
      size={size}
      variant="outlined"
      onClick={onClick}
      onPointerEnter={preloadDeleteDialog}
      onFocus={preloadDeleteDialog}
      startIcon={<DeleteOutlined color="error" />}
      sx={{ color: 'text.primary' }}
    >
      {label}
    </Button>
  );
}
