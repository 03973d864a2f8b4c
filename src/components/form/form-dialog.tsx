import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type FormEvent, type ReactNode, useId } from 'react';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Said above the fields when the API refused the save for a reason no field names. */
  failure?: string | null;
  cancelLabel: string;
  submitLabel: string;
  pending: boolean;
  children: ReactNode;
}

/** An edit form in a dialog: named by its title, fields in one column, cancel and save at the end. */
export function FormDialog({
  open,
  onClose,
  title,
  onSubmit,
  failure,
  cancelLabel,
  submitLabel,
  pending,
  children,
}: Props) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {failure && <Alert severity="error">{failure}</Alert>}
            {children}
          </Stack>
        </DialogContent>
        <FormDialogActions cancelLabel={cancelLabel} submitLabel={submitLabel} pending={pending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}

/** Cancel, and the submit button that waits while the save is on its way; for a dialog that frames its own form. */
export function FormDialogActions({
  cancelLabel,
  submitLabel,
  pending,
  onCancel,
}: Pick<Props, 'cancelLabel' | 'submitLabel' | 'pending'> & { onCancel: () => void }) {
  return (
    <DialogActions sx={{ px: 3, pb: 3 }}>
      <Button color="secondary" variant="outlined" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant="contained" loading={pending}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
