import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { useTranslation } from 'react-i18next';

/** Cancel, and the submit button that says whether the dialog adds a record or updates one. */
export function DialogFormActions({
  editing,
  pending = false,
  onCancel,
}: {
  editing: boolean;
  /** The save is on its way: the submit button waits. */
  pending?: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation('roles');
  return (
    <DialogActions sx={{ px: 3, pb: 3 }}>
      <Button color="secondary" variant="outlined" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" variant="contained" loading={pending}>
        {t(editing ? 'actions.update' : 'actions.add')}
      </Button>
    </DialogActions>
  );
}
