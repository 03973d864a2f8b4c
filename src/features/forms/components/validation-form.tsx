import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import { PasswordRules } from '@/components/form/password-rules';
import { countries, emptyValidation, type ValidationValues, validationSchema } from './validation-schema';

const twoColumns = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
} as const;

/**
 * The validation example: every rule of `validationSchema`, checked when a field is left (then as it is
 * corrected) and all at once on submit, which moves the focus to the first field in error.
 */
export function ValidationForm() {
  const { t } = useTranslation('forms');
  const schema = useMemo(() => validationSchema(), []);
  const [sentAs, setSentAs] = useState<string | null>(null);
  const { control, handleSubmit, reset } = useForm<ValidationValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyValidation,
    mode: 'onTouched',
    shouldFocusError: true,
  });
  const field = { control, ns: 'forms' as const };
  const password = useWatch({ control, name: 'password' });
  return (
    <Card>
      <CardHeader
        title={t('layouts.validation')}
        subheader={t('layouts.validationHint')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Box
          component="form"
          noValidate
          aria-label={t('layouts.validation')}
          onSubmit={handleSubmit((values) => setSentAs(values.username))}
          onReset={() => (reset(emptyValidation), setSentAs(null))}
          sx={{ display: 'grid', gap: 2.5 }}
        >
          {sentAs && (
            <Alert severity="success" role="status">
              {t('layouts.valid', { name: sentAs })}
            </Alert>
          )}
          <Box sx={twoColumns}>
            <FormTextField
              {...field}
              name="username"
              label={t('fields.username')}
              autoComplete="username"
              required
              helperText={t('fields.usernameHelp')}
            />
            <FormTextField
              {...field}
              name="email"
              type="email"
              label={t('fields.email')}
              autoComplete="email"
              required
            />
            <Box>
              <FormTextField
                {...field}
                name="password"
                type="password"
                label={t('fields.password')}
                autoComplete="new-password"
                required
              />
              <Box sx={{ mt: 1.5 }}>
                <PasswordRules password={password ?? ''} />
              </Box>
            </Box>
            <FormTextField
              {...field}
              name="confirm"
              type="password"
              label={t('fields.confirm')}
              autoComplete="new-password"
              required
            />
            <FormTextField
              {...field}
              name="birthDate"
              type="date"
              label={t('fields.birthDate')}
              required
              slotProps={{ inputLabel: { shrink: true } }}
              helperText={t('fields.birthDateHelp')}
            />
            <FormTextField
              {...field}
              name="phone"
              type="tel"
              label={t('fields.phone')}
              autoComplete="tel"
              required
              placeholder="+241 01 23 45 67"
            />
            <FormTextField
              {...field}
              name="website"
              type="url"
              label={t('fields.website')}
              placeholder="https://"
              helperText={t('fields.optional')}
            />
            <FormTextField
              {...field}
              name="country"
              label={t('fields.country')}
              required
              options={countries.map((c) => ({ value: c, label: t(`countries.${c}`) }))}
            />
            <FormTextField
              {...field}
              name="bio"
              label={t('fields.bio')}
              multiline
              minRows={3}
              helperText={t('fields.bioHelp')}
              sx={{ gridColumn: '1 / -1' }}
            />
          </Box>
          <Controller
            control={control}
            name="terms"
            render={({ field: { value, onChange, onBlur, ref }, fieldState }) => (
              <FormControl error={Boolean(fieldState.error)}>
                <FormControlLabel
                  label={t('fields.terms')}
                  control={
                    <Checkbox
                      checked={Boolean(value)}
                      onChange={(e) => onChange(e.target.checked)}
                      onBlur={onBlur}
                      slotProps={{ input: { ref, 'aria-describedby': fieldState.error ? 'terms-error' : undefined } }}
                    />
                  }
                />
                {fieldState.error?.message && (
                  <FormHelperText id="terms-error">{t(fieldState.error.message as 'validation.terms')}</FormHelperText>
                )}
              </FormControl>
            )}
          />
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained">
              {t('layouts.submit')}
            </Button>
            <Button type="reset" variant="outlined" color="secondary">
              {t('layouts.reset')}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
