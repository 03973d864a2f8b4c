import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import { toast } from '@/lib/toast';
import { changePasswordSchema } from './change-password-schema';

/** Checked in the browser only: the API has no password call, and the page says so. */
export function UserSecurityTab() {
  const { t } = useTranslation('users');
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const submit = handleSubmit(() => {
    toast(t('security.validNotSaved'), { variant: 'info' });
    reset();
  });
  return (
    <Card>
      <CardHeader title={t('security.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent component="form" noValidate onSubmit={submit} sx={{ pt: 0 }}>
        <Alert severity="warning" sx={{ mb: 3 }}>
          {t('security.rules')}
        </Alert>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              ns="users"
              control={control}
              name="password"
              type="password"
              label={t('fields.newPassword')}
              autoComplete="new-password"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              ns="users"
              control={control}
              name="confirm"
              type="password"
              label={t('fields.confirmPassword')}
              autoComplete="new-password"
            />
          </Grid>
          <Grid size={{ xs: 12 }}>
            <Button type="submit" variant="contained">
              {t('security.submit')}
            </Button>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
