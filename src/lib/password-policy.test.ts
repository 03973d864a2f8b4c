import { describe, expect, it } from 'vitest';
import { setPasswordSchema } from './password-policy';

const errorsOf = (password: string, confirm = password) => {
  const result = setPasswordSchema.safeParse({ password, confirm });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the one password policy', () => {
  it('asks for 8 characters, both cases and a digit or symbol, typed twice alike', () => {
    expect(errorsOf('Okoume-2026')).toEqual([]);
    expect(errorsOf('short1A')).toEqual(['password: common:password.notMet']);
    expect(errorsOf('alllowercase1')).toEqual(['password: common:password.notMet']);
    expect(errorsOf('NoDigitsHere')).toEqual(['password: common:password.notMet']);
    expect(errorsOf('Okoume-2026', 'Okoume-2025')).toEqual(['confirm: common:password.mismatch']);
    expect(errorsOf('', '')).toContain('password: common:validation.required');
  });
});
