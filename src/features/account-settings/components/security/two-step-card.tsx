import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextField } from '@/components/form/form-text-field';
import { useSavedSections } from '../../api/session-store';
import { useSaveForSession } from '../use-save-for-session';

const schema = z.object({
  phone: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .regex(/^\+?[\d\s().-]{6,20}$/, 'validation.phone'),
});
const off = { enabled: false, phone: '' };

/** Two-step verification is a setting kept for the session; no SMS is ever sent. */
export function TwoStepCard() {
  const { t } = useTranslation('account-settings');
  const saveForSession = useSaveForSession();
  const loadSaved = useSavedSections();
  const [state, setState] = useState(() => loadSaved('two-step', off));
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { phone: state.phone },
  });
  const apply = (next: typeof off) => {
    setState(next);
    saveForSession('two-step', next);
  };
  const enable = handleSubmit(({ phone }) => {
    apply({ enabled: true, phone });
    setOpen(false);
  });
  return (
    <Card>
      <CardHeader
        title={t('twoStep.title')}
        subheader={t('twoStep.subtitle')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0, display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography role="status" sx={{ fontWeight: 600 }}>
          {state.enabled ? t('twoStep.enabledFor', { phone: state.phone }) : t('twoStep.disabled')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('twoStep.body')}
        </Typography>
        {state.enabled ? (
          <Button variant="outlined" color="error" onClick={() => apply(off)}>
            {t('twoStep.disable')}
          </Button>
        ) : (
          <Button
            variant="contained"
            onClick={() => {
              reset({ phone: state.phone });
              setOpen(true);
            }}
          >
            {t('twoStep.enable')}
          </Button>
        )}
      </CardContent>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <form noValidate onSubmit={enable}>
          <DialogTitle id={titleId}>{t('twoStep.dialogTitle')}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <DialogContentText>{t('twoStep.dialogBody')}</DialogContentText>
            <FormTextField
              ns="account-settings"
              control={control}
              name="phone"
              type="tel"
              autoComplete="tel"
              label={t('twoStep.phone')}
              required
              sx={{ mt: 1 }}
            />
          </DialogContent>
          <DialogActions>
            <Button color="secondary" onClick={() => setOpen(false)}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" variant="contained">
              {t('twoStep.confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Card>
  );
}
