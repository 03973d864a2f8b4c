import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { ApiError } from '@/lib/api-client';
import { limitMessageOf } from '@/lib/form-errors';
import { takePrerenderedFields } from '@/lib/prerender-handoff';
import { toast } from '@/lib/toast';
import { useSendContactMessage } from './api/mutations';
import { strongButton } from '../components/tones';
import type { RecaptchaHandle } from '../recaptcha/recaptcha-widget';
import { type ContactFormValues, contactSchema, emptyContact } from './contact-schema';
import { ContactTextField } from './contact-text-field';
import { CaptchaField } from './captcha-field';
import { serverErrorsToFields } from './server-errors';

const siteKey = env.recaptchaSiteKey;

if (!siteKey && typeof window !== 'undefined') {
  console.info('[contact] VITE_RECAPTCHA_SITE_KEY is not set: the captcha step is left out.');
}

type TextField = Exclude<keyof ContactFormValues, 'recaptchaResponse'>;
const isTextField = (name: string): name is TextField => name !== 'recaptchaResponse' && name in emptyContact;
const pickTextFields = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).filter(([name]) => isTextField(name)));

export function ContactForm() {
  const { t, i18n } = useTranslation('marketing');
  const captcha = useRef<RecaptchaHandle>(null);
  const send = useSendContactMessage();
  const schema = useMemo(
    () =>
      contactSchema(
        {
          fullNameRequired: t('contact.validation.fullNameRequired'),
          emailRequired: t('contact.validation.emailRequired'),
          emailInvalid: t('contact.validation.emailInvalid'),
          subjectRequired: t('contact.validation.subjectRequired'),
          messageRequired: t('contact.validation.messageRequired'),
          recaptchaRequired: t('contact.validation.recaptchaRequired'),
        },
        Boolean(siteKey),
      ),
    [t],
  );
  // Text typed into the prerendered copy of the form before the app took over.
  const [carried] = useState(takePrerenderedFields);
  const form = useForm<ContactFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...emptyContact, ...pickTextFields(carried.values) },
  });
  const { control, handleSubmit, reset, setError, setFocus, setValue, formState } = form;
  useEffect(() => {
    const name = carried.focused;
    if (name && isTextField(name)) setFocus(name);
  }, [carried, setFocus]);

  const onValid = (values: ContactFormValues) =>
    send.mutateAsync(values).then(
      () => {
        toast(t('contact.toast.success'), { variant: 'success' });
        reset(emptyContact);
        if (siteKey) captcha.current?.reset();
      },
      (error: unknown) => {
        // Too many messages (docs/security.md): the server says when to try again, in the reader's language.
        toast(limitMessageOf(error) ?? t('contact.toast.error'), { variant: 'error' });
        // A reCAPTCHA token is single-use: the visitor ticks the box again, the typed text stays.
        if (siteKey) {
          setValue('recaptchaResponse', '');
          captcha.current?.reset();
        }
        if (error instanceof ApiError && error.status === 400) {
          for (const [field, key] of serverErrorsToFields(error.body, values)) {
            setError(field, { message: t(`contact.validation.${key}`) });
          }
        }
      },
    );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(onValid)(event);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('contact.title')}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <ContactTextField control={control} name="fullName" label={t('contact.fields.fullName')} autoComplete="name" />
        <ContactTextField
          control={control}
          name="email"
          type="email"
          label={t('contact.fields.email')}
          autoComplete="email"
        />
      </Box>
      <ContactTextField control={control} name="subject" label={t('contact.fields.subject')} />
      <ContactTextField control={control} name="message" label={t('contact.fields.message')} multiline />
      {siteKey && (
        <CaptchaField
          ref={captcha}
          siteKey={siteKey}
          language={i18n.language}
          error={formState.errors.recaptchaResponse?.message}
          onChange={(token) => setValue('recaptchaResponse', token, { shouldValidate: formState.isSubmitted })}
        />
      )}
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting} sx={strongButton}>
          {formState.isSubmitting ? t('contact.sending') : t('contact.submit')}
        </Button>
      </Box>
    </Box>
  );
}
