import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/** While `dirty`, leaving the page asks first: in the app (React Router's blocker) and on reload or close. */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation('invoices');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <Dialog open={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} aria-labelledby="leave-title">
      <DialogTitle id="leave-title">{t('form.leaveTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('form.leaveBody')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} autoFocus>
          {t('form.stay')}
        </Button>
        <Button color="error" onClick={() => blocker.proceed?.()}>
          {t('form.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
