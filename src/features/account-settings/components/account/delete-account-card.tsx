import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';

/** The dark scheme's error red under white text reaches only 3.7:1; its darker shade passes WCAG AA. */
const dangerContained = (theme: Theme) =>
  theme.applyStyles('dark', { backgroundColor: theme.vars?.palette.error.dark });

/** Asks twice (checkbox, then dialog); the demo account is never deleted, and the toast says so. */
export function DeleteAccountCard() {
  const { t } = useTranslation('account-settings');
  const [confirmed, setConfirmed] = useState(false);
  const [showError, setShowError] = useState(false);
  const [open, setOpen] = useState(false);
  const errorId = useId();
  const titleId = useId();
  const bodyId = useId();
  const ask = () => {
    if (!confirmed) return setShowError(true);
    setOpen(true);
  };
  const confirm = () => {
    setOpen(false);
    setConfirmed(false);
    toast(t('deleteAccount.kept'), { variant: 'info' });
  };
  return (
    <Card>
      <CardHeader title={t('deleteAccount.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0, display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Alert severity="warning" sx={{ justifySelf: 'stretch' }}>
          {t('deleteAccount.warning')}
        </Alert>
        <div>
          <FormControlLabel
            control={
              <Checkbox
                checked={confirmed}
                onChange={(e) => {
                  setConfirmed(e.target.checked);
                  if (e.target.checked) setShowError(false);
                }}
                slotProps={{
                  input: {
                    'aria-describedby': showError ? errorId : undefined,
                    'aria-invalid': showError || undefined,
                  },
                }}
              />
            }
            label={t('deleteAccount.confirmLabel')}
          />
          {showError && (
            <FormHelperText error id={errorId}>
              {t('deleteAccount.confirmRequired')}
            </FormHelperText>
          )}
        </div>
        <Button variant="contained" color="error" onClick={ask} sx={dangerContained}>
          {t('deleteAccount.action')}
        </Button>
      </CardContent>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={titleId}>{t('deleteAccount.dialogTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={bodyId}>{t('deleteAccount.dialogBody')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button color="secondary" onClick={() => setOpen(false)} autoFocus>
            {t('actions.cancel')}
          </Button>
          <Button variant="contained" color="error" onClick={confirm} sx={dangerContained}>
            {t('deleteAccount.dialogConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
