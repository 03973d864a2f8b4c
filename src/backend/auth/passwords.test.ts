// @vitest-environment node
import { scryptAsync } from '@noble/hashes/scrypt.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import crypto from 'node:crypto';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashes (docs/security.md, "Sessions")', () => {
  it('salts each hash and verifies only the same password', async () => {
    const [one, two] = await Promise.all([hashPassword('mot de passe'), hashPassword('mot de passe')]);
    expect(one).not.toBe(two);
    expect(one).toMatch(/^scrypt\$14\$8\$5\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await verifyPassword(one, 'mot de passe')).toBe(true);
    expect(await verifyPassword(one, 'mot de pass')).toBe(false);
  });

  it("checks a hash made by the service worker's pure-JS scrypt with Node's own, the server's", async () => {
    const salt = new Uint8Array(16).fill(7);
    const key = await scryptAsync('mot de passe', salt, { N: 2 ** 14, r: 8, p: 5, dkLen: 32, maxmem: 2 ** 26 });
    const madeByTheWorker = ['scrypt', 14, 8, 5, bytesToHex(salt), bytesToHex(key)].join('$');
    const native = vi.spyOn(crypto, 'scrypt');
    expect(await verifyPassword(madeByTheWorker, 'mot de passe')).toBe(true);
    expect(await verifyPassword(madeByTheWorker, 'mot de passe ')).toBe(false);
    expect(native).toHaveBeenCalledTimes(2);
    native.mockRestore();
  });

  it('matches nothing with a malformed hash', async () => {
    for (const broken of ['', 'plain', 'md5$x$y', 'scrypt$14$8$5$$'])
      expect(await verifyPassword(broken, '')).toBe(false);
  });
});
