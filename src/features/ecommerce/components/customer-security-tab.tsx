import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextField } from '@/components/form/form-text-field';
import { toast } from '@/lib/toast';

const schema = z
  .object({
    password: z.string().min(8, 'validation.passwordMin'),
    confirm: z.string().min(1, 'validation.required'),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'validation.passwordMatch' });

export function CustomerSecurityTab() {
  const { t } = useTranslation('ecommerce');
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' },
  });
  const submit = handleSubmit(() => {
    toast(t('demo.validNotSaved'), { variant: 'info' });
    reset();
  });
  return (
    <Card>
      <CardHeader title={t('customers.changePassword')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent component="form" noValidate onSubmit={submit}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              ns="ecommerce"
              control={control}
              name="password"
              type="password"
              label={t('fields.newPassword')}
              autoComplete="new-password"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              ns="ecommerce"
              control={control}
              name="confirm"
              type="password"
              label={t('fields.confirmPassword')}
              autoComplete="new-password"
            />
          </Grid>
          <Grid size={{ xs: 12 }}>
            <FormControlLabel control={<Switch />} label={t('customers.twoFactor')} />
          </Grid>
          <Grid size={{ xs: 12 }}>
            <Button type="submit" variant="contained">
              {t('customers.changePassword')}
            </Button>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
