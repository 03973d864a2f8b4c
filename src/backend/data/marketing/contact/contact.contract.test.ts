import { call } from '@/mocks/test-client';
import { contactCreatedSchema, contactErrorSchema, type ContactErrors } from '@/features/marketing/contact/api/types';
import { validateContact } from './validate-contact';

const valid = {
  fullName: 'Nadège Ondo',
  email: 'nadege.ondo@gmail.com',
  subject: 'Training in Power BI',
  message: 'We would like a two-day session for six people in Libreville.',
  recaptchaResponse: '',
};

describe('POST /api/contact', () => {
  it('answers 201 with a fresh id for a complete message', async () => {
    const first = await call<{ id: string }>('POST', '/api/contact', {}, valid);
    const second = await call<{ id: string }>('POST', '/api/contact', {}, valid);
    expect(first.status).toBe(201);
    expect(contactCreatedSchema.parse(first.body).id).not.toBe(second.body.id);
  });

  it.each([
    ['en', ['Full name is required', 'Email address is required', 'Subject is required', 'Message is required']],
    // docs/spec.md §5's French texts, also when the request names no language (French is the default).
    [
      'fr',
      ['Le nom complet est requis', "L'adresse e‑mail est requise", 'Le sujet est requis', 'Le message est requis'],
    ],
    [
      undefined,
      ['Le nom complet est requis', "L'adresse e‑mail est requise", 'Le sujet est requis', 'Le message est requis'],
    ],
    ['ar', ['الاسم الكامل مطلوب', 'البريد الإلكتروني مطلوب', 'الموضوع مطلوب', 'الرسالة مطلوبة']],
  ])('answers 400 with docs/spec.md §5’s message for every missing field, in %s', async (language, texts) => {
    const { status, body } = await call<ContactErrors>('POST', '/api/contact', {}, { fullName: '  ' }, language);
    expect(status).toBe(400);
    const [fullName, email, subject, message] = texts;
    expect(contactErrorSchema.parse(body).errors).toEqual({
      fullName: [fullName],
      email: [email],
      subject: [subject],
      message: [message],
    });
  });

  it('answers 400 for a malformed e-mail only', async () => {
    const malformed = { ...valid, email: 'nadege@' };
    const { status, body } = await call<ContactErrors>('POST', '/api/contact', {}, malformed, 'en');
    expect(status).toBe(400);
    expect(body.errors).toEqual({ email: ['Email address is not valid'] });
    const french = await call<ContactErrors>('POST', '/api/contact', {}, malformed, 'fr');
    expect(french.body.errors).toEqual({ email: ["L'adresse e-mail n'est pas valide"] });
  });

  it.each(['not json', 'null', '[1,2]', '42'])('answers 400, not 500, for the body %s', async (raw) => {
    const { status } = await call('POST', '/api/contact', {}, raw);
    expect(status).toBe(400);
  });
});

describe('validateContact', () => {
  it('needs the captcha only when a site key is configured', () => {
    expect(validateContact(valid, { requireCaptcha: false }).errors).toBeNull();
    expect(validateContact(valid, { requireCaptcha: true, language: 'en' }).errors).toEqual({
      recaptchaResponse: ['Recaptcha is required'],
    });
    expect(validateContact(valid, { requireCaptcha: true }).errors).toEqual({
      recaptchaResponse: ['Le recaptcha est requis'],
    });
    expect(validateContact({ ...valid, recaptchaResponse: 'token' }, { requireCaptcha: true }).errors).toBeNull();
  });

  it('trims the values it keeps', () => {
    const result = validateContact({ ...valid, fullName: '  Nadège Ondo ' }, { requireCaptcha: false });
    expect(result.value?.fullName).toBe('Nadège Ondo');
  });
});
