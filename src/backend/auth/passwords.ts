import { scryptAsync } from '@noble/hashes/scrypt.js';
import { bytesToHex, hexToBytes, randomBytes } from '@noble/hashes/utils.js';

/**
 * Passwords are kept as scrypt hashes (docs/security.md, "Passwords"): `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>`,
 * hex. OWASP's scrypt setting of equal cost to N=2^17 that fits in 16 MiB: N=2^14, r=8, p=5. A pure-JS scrypt
 * (@noble/hashes) so that the service worker's host checks the same hashes as the Node server.
 */
const cost = { logN: 14, r: 8, p: 5 };

const derive = (password: string, salt: Uint8Array, logN: number, r: number, p: number) =>
  scryptAsync(password.normalize('NFKC'), salt, { N: 2 ** logN, r, p, dkLen: 32, maxmem: 2 ** 26 });

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, cost.logN, cost.r, cost.p);
  return ['scrypt', cost.logN, cost.r, cost.p, bytesToHex(salt), bytesToHex(hash)].join('$');
}

/** Compares in constant time; a malformed hash matches no password. */
export async function verifyPassword(encoded: string, password: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, expected] = encoded.split('$');
  if (scheme !== 'scrypt' || !salt || !expected) return false;
  const actual = bytesToHex(await derive(password, hexToBytes(salt), Number(logN), Number(r), Number(p)));
  let difference = actual.length ^ expected.length;
  for (let i = 0; i < actual.length; i++) difference |= actual.charCodeAt(i) ^ expected.charCodeAt(i % expected.length);
  return difference === 0;
}
