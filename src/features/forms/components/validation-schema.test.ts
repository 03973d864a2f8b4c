import { describe, expect, it } from 'vitest';
import { ageOn, emptyValidation, validationSchema } from './validation-schema';

const today = new Date(2025, 11, 10);
const valid = {
  username: 'awa.nguema',
  email: 'awa@okoume.ga',
  password: 'Okoume2025!',
  confirm: 'Okoume2025!',
  birthDate: '1990-04-12',
  phone: '+241 01 23 45 67',
  website: '',
  country: 'GA',
  bio: 'Designer',
  terms: true,
};

/** The first message of each field that fails (the one the form shows), keyed by field. */
function errorsOf(values: object) {
  const result = validationSchema(today).safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('the validation example', () => {
  it('accepts a complete form', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it('asks for every required field of an empty form, once each', () => {
    expect(errorsOf(emptyValidation)).toEqual({
      username: 'validation.required',
      email: 'validation.required',
      password: 'common:validation.required',
      confirm: 'validation.required',
      birthDate: 'validation.required',
      phone: 'validation.required',
      country: 'validation.required',
      terms: 'validation.terms',
    });
  });

  it.each([
    ['username', 'aw', 'validation.usernameLength'],
    ['username', 'a'.repeat(21), 'validation.usernameLength'],
    ['username', 'awa nguema', 'validation.usernameChars'],
    ['email', 'awa@okoume', 'validation.email'],
    ['password', 'okoume', 'common:password.notMet'],
    ['birthDate', '2010-01-01', 'validation.adult'],
    ['birthDate', '12/04/1990', 'validation.date'],
    ['birthDate', '1800-01-01', 'validation.date'],
    ['phone', '12ab', 'validation.phone'],
    ['website', 'http://okoume.ga', 'validation.website'],
    ['country', 'FR', 'validation.required'],
    ['bio', 'x'.repeat(201), 'validation.bioLength'],
  ])('refuses %s = %j with %s', (field, value, message) => {
    const typedTwice = field === 'password' ? { confirm: value } : {};
    expect(errorsOf({ ...valid, [field]: value, ...typedTwice })).toEqual({ [field]: message });
  });

  it('asks for the same password twice', () => {
    expect(errorsOf({ ...valid, confirm: 'Okoume2024!' })).toEqual({ confirm: 'common:password.mismatch' });
  });

  it('counts an age from the birthday, not the year', () => {
    expect(ageOn('2007-12-10', today)).toBe(18);
    expect(ageOn('2007-12-11', today)).toBe(17);
    expect(errorsOf({ ...valid, birthDate: '2007-12-11' })).toEqual({ birthDate: 'validation.adult' });
    expect(errorsOf({ ...valid, website: 'https://okoume.ga/contact' })).toEqual({});
  });
});
