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

  it('answers 400 with the docs/spec.md §5 message for every missing field', async () => {
    const { status, body } = await call<ContactErrors>('POST', '/api/contact', {}, { fullName: '  ' });
    expect(status).toBe(400);
    expect(contactErrorSchema.parse(body).errors).toEqual({
      fullName: ['Full name is required'],
      email: ['Email address is required'],
      subject: ['Subject is required'],
      message: ['Message is required'],
    });
  });

  it('answers 400 for a malformed e-mail only', async () => {
    const { status, body } = await call<ContactErrors>('POST', '/api/contact', {}, { ...valid, email: 'nadege@' });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ email: ['Email address is invalid'] });
  });

  it.each(['not json', 'null', '[1,2]', '42'])('answers 400, not 500, for the body %s', async (raw) => {
    const { status } = await call('POST', '/api/contact', {}, raw);
    expect(status).toBe(400);
  });
});

describe('validateContact', () => {
  it('needs the captcha only when a site key is configured', () => {
    expect(validateContact(valid, { requireCaptcha: false }).errors).toBeNull();
    expect(validateContact(valid, { requireCaptcha: true }).errors).toEqual({
      recaptchaResponse: ['Recaptcha is required'],
    });
    expect(validateContact({ ...valid, recaptchaResponse: 'token' }, { requireCaptcha: true }).errors).toBeNull();
  });

  it('trims the values it keeps', () => {
    const result = validateContact({ ...valid, fullName: '  Nadège Ondo ' }, { requireCaptcha: false });
    expect(result.value?.fullName).toBe('Nadège Ondo');
  });
});
