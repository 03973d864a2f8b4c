import { contactSchema, emptyContact } from './contact-schema';

const messages = {
  fullNameRequired: 'name',
  emailRequired: 'email',
  emailInvalid: 'bad-email',
  subjectRequired: 'subject',
  messageRequired: 'message',
  recaptchaRequired: 'captcha',
};
const errors = (captcha: boolean, values = emptyContact) =>
  (contactSchema(messages, captcha).safeParse(values).error?.issues ?? []).map((i) => i.message);

describe('contactSchema', () => {
  it('requires the four fields, and the captcha only when a site key is set', () => {
    expect(errors(false)).toEqual(['name', 'email', 'subject', 'message']);
    expect(errors(true)).toEqual(['name', 'email', 'subject', 'message', 'captcha']);
  });

  it('checks the e-mail format and accepts a complete message', () => {
    const filled = { fullName: 'Awa', email: 'awa@', subject: 'S', message: 'M', recaptchaResponse: '' };
    expect(errors(false, filled)).toEqual(['bad-email']);
    expect(errors(false, { ...filled, email: 'awa@example.ga' })).toEqual([]);
  });
});
