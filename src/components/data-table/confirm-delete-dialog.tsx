import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  /** What is being deleted, shown in the question ("Delete Apple Watch?"). */
  itemName?: string;
  /** A selection of this many rows: the question says how many, in the language's plural. */
  count?: number;
  title?: string;
  pending?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmDeleteDialog({ open, itemName, count, title, pending, onCancel, onConfirm }: Props) {
  const { t } = useTranslation('data-table');
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title ?? t('confirmDelete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>
          {count !== undefined
            ? t('confirmDelete.bodyMany', { count })
            : itemName
              ? t('confirmDelete.bodyNamed', { name: itemName })
              : t('confirmDelete.body')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending} color="secondary">
          {t('confirmDelete.cancel')}
        </Button>
        <Button onClick={onConfirm} loading={pending} variant="contained" color="error" autoFocus>
          {t('confirmDelete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
