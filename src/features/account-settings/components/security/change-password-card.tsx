import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import { PasswordRules } from '@/components/form/password-rules';
import { toast } from '@/lib/toast';
import { passwordSchema, type PasswordValues } from '../../api/form-schemas';

const empty: PasswordValues = { current: '', next: '', confirm: '' };

/** Checks the rules, then says plainly that the demo sign-in password does not change. */
export function ChangePasswordCard() {
  const { t } = useTranslation('account-settings');
  const { control, handleSubmit, reset } = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema),
    defaultValues: empty,
  });
  const next = useWatch({ control, name: 'next' });
  const submit = handleSubmit(() => {
    toast(t('password.checked'), { variant: 'info' });
    reset(empty);
  });
  return (
    <Card component="form" noValidate onSubmit={submit}>
      <CardHeader title={t('password.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              ns="account-settings"
              control={control}
              name="current"
              type="password"
              label={t('password.current')}
              autoComplete="current-password"
              required
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }} sx={{ display: { xs: 'none', sm: 'block' } }} />
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              ns="account-settings"
              control={control}
              name="next"
              type="password"
              label={t('password.new', { ns: 'common' })}
              autoComplete="new-password"
              required
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              ns="account-settings"
              control={control}
              name="confirm"
              type="password"
              label={t('password.confirm', { ns: 'common' })}
              autoComplete="new-password"
              required
            />
          </Grid>
          <Grid size={12}>
            <PasswordRules password={next} />
          </Grid>
          <Grid size={12} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Button type="submit" variant="contained">
              {t('password.submit')}
            </Button>
            <Button variant="outlined" color="secondary" onClick={() => reset(empty)}>
              {t('actions.discard')}
            </Button>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
