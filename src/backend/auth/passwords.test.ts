// @vitest-environment node
import { hashPassword, verifyPassword } from './passwords';

describe('password hashes (docs/security.md, "Sessions")', () => {
  it('salts each hash and verifies only the same password', async () => {
    const [one, two] = await Promise.all([hashPassword('mot de passe'), hashPassword('mot de passe')]);
    expect(one).not.toBe(two);
    expect(one).toMatch(/^scrypt\$14\$8\$5\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await verifyPassword(one, 'mot de passe')).toBe(true);
    expect(await verifyPassword(one, 'mot de pass')).toBe(false);
  });

  it('matches nothing with a malformed hash', async () => {
    for (const broken of ['', 'plain', 'md5$x$y', 'scrypt$14$8$5$$'])
      expect(await verifyPassword(broken, '')).toBe(false);
  });
});
