import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import { limitMessageOf, showFieldErrors } from '@/lib/form-errors';
import { useNotifyMe } from '../api/mutations';
import { type NotifyMeInput, notifyMeSchema } from '../api/notify-me';

/**
 * The coming-soon page's sign-up: checked with the API's own schema on blur and on submit; a 400 shows the
 * server's field error under the field, a 429 its message, and the typed address stays whatever fails.
 */
export function NotifyMeForm() {
  const { t } = useTranslation('misc');
  const notify = useNotifyMe();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<NotifyMeInput>({
    resolver: zodResolver(notifyMeSchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  const onValid = (values: NotifyMeInput) => {
    setFailure(null);
    return notify.mutateAsync(values).catch((error: unknown) => {
      if (showFieldErrors(error, setError, ['email'])) return;
      setFailure(limitMessageOf(error) ?? t('notify.failed'));
    });
  };
  if (notify.data) {
    return (
      <Alert severity="success" role="status" sx={{ maxInlineSize: 520, textAlign: 'start' }}>
        {t(notify.data.alreadySubscribed ? 'notify.already' : 'notify.done', { email: notify.data.email })}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, inlineSize: '100%', maxInlineSize: 480, mt: 1 }}>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit(onValid)}
        aria-label={t('notify.formLabel')}
        sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}
      >
        <FormTextField
          name="email"
          control={control}
          ns="misc"
          type="email"
          autoComplete="email"
          size="small"
          label={t('notify.email')}
          placeholder={t('notify.placeholder')}
        />
        <Button
          type="submit"
          variant="contained"
          loading={formState.isSubmitting}
          sx={{ flexShrink: 0, minBlockSize: 40 }}
        >
          {t('notify.submit')}
        </Button>
      </Box>
      {failure && (
        <Alert severity="error" sx={{ textAlign: 'start' }}>
          {failure}
        </Alert>
      )}
    </Box>
  );
}
