import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { setPasswordSchema } from '@/lib/password-policy';
import { FormTextField } from './form-text-field';
import { PasswordRules } from './password-rules';

interface Props {
  title: string;
  submitLabel: string;
  /** Shown above the fields (what happens to the password). */
  notice?: ReactNode;
  /** More settings under the fields (two-factor sign-in). */
  children?: ReactNode;
  /**
   * Called with a valid password; the fields are emptied after it, unless it answers false (not saved: what was
   * typed stays for another try).
   */
  onValid: (password: string) => void | Promise<boolean>;
  /** The save is on its way. */
  pending?: boolean;
}

const empty = { password: '', confirm: '' };

/** An administrator sets a password for someone else: typed twice, checked against the one policy. */
export function SetPasswordCard({ title, submitLabel, notice, children, onValid, pending }: Props) {
  const { t } = useTranslation();
  const { control, handleSubmit, reset } = useForm({ resolver: zodResolver(setPasswordSchema), defaultValues: empty });
  const password = useWatch({ control, name: 'password' });
  const submit = handleSubmit(async ({ password }) => {
    if ((await onValid(password)) !== false) reset(empty);
  });
  return (
    <Card>
      <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ pt: 0 }}>
        {notice}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="password"
              type="password"
              label={t('password.new')}
              autoComplete="new-password"
              required
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="confirm"
              type="password"
              label={t('password.confirm')}
              autoComplete="new-password"
              required
            />
          </Grid>
          <Grid size={12}>
            <PasswordRules password={password} />
          </Grid>
          {children && <Grid size={12}>{children}</Grid>}
          <Grid size={12}>
            <Button type="submit" variant="contained" loading={pending}>
              {submitLabel}
            </Button>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
