import { scryptAsync } from '@noble/hashes/scrypt.js';
import { bytesToHex, hexToBytes, randomBytes } from '@noble/hashes/utils.js';
import type * as NodeCrypto from 'node:crypto';

/**
 * Passwords are kept as scrypt hashes (docs/security.md, "Passwords"): `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>`,
 * hex. OWASP's scrypt setting of equal cost to N=2^17 that fits in 16 MiB: N=2^14, r=8, p=5. A pure-JS scrypt
 * (@noble/hashes) in the service worker, so that it checks the same hashes as the Node server.
 */
const cost = { logN: 14, r: 8, p: 5 };

/**
 * Node's own scrypt where there is one (the server, the unit tests): it runs in libuv's thread pool, so a sign-in
 * does not hold the server's event loop for the half second the pure-JS one takes. The service worker has none.
 */
const nodeCrypto = (
  globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }
).process?.getBuiltinModule?.('node:crypto') as typeof NodeCrypto | undefined;

function derive(password: string, salt: Uint8Array, logN: number, r: number, p: number): Promise<Uint8Array> {
  const text = password.normalize('NFKC');
  const params = { N: 2 ** logN, r, p, maxmem: 2 ** 26 };
  if (!nodeCrypto) return scryptAsync(text, salt, { ...params, dkLen: 32 });
  return new Promise((resolve, reject) =>
    nodeCrypto.scrypt(text, salt, 32, params, (error, key) => (error ? reject(error) : resolve(new Uint8Array(key)))),
  );
}

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
