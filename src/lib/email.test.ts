import { describe, expect, it } from 'vitest';
import { isEmail } from './email';

describe('isEmail', () => {
  it.each(['ghislain@okoume.demo', 'a.b+c@mail.example.ga', "o'neil@brazza.cloud"])('accepts %s', (v) => {
    expect(isEmail(v)).toBe(true);
  });

  it.each(['', 'plain', 'a@b', 'a@b..c', 'a@.b.c', 'a b@c.d', 'a@b@c.d', `${'a'.repeat(250)}@b.cd`])(
    'refuses %j',
    (v) => {
      expect(isEmail(v)).toBe(false);
    },
  );
});
