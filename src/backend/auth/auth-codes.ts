import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, randomBytes } from '@noble/hashes/utils.js';

/**
 * One-time secrets of the account steps (docs/security.md, "Account tokens and codes"): a reset link's token, an
 * e-mail check's token, a two-step sign-in code and the ticket a password step gives an account with two-step
 * sign-in (it names the account while its code is asked for). Only their SHA-256 is kept: a copy of the database does not
 * hold a usable secret. Each is single use and expires.
 */
export const codePurposes = ['reset-password', 'verify-email', 'two-steps', 'sign-in-ticket'] as const;
export type CodePurpose = (typeof codePurposes)[number];

export interface AuthCode {
  id: number;
  purpose: CodePurpose;
  userId: number;
  hash: string;
  expiresAt: Date;
  /** Wrong codes typed against it (two steps); at `maxCodeTries` it is spent. */
  tries: number;
}

export type NewAuthCode = Omit<AuthCode, 'id' | 'tries'>;

/** How long each one lives. */
export const codeLifetimeMs: Record<CodePurpose, number> = {
  'reset-password': 30 * 60_000,
  'verify-email': 24 * 60 * 60_000,
  'two-steps': 10 * 60_000,
  'sign-in-ticket': 10 * 60_000,
};

/** Wrong two-step codes allowed before the code is spent and a new one must be asked for. */
export const maxCodeTries = 5;

export const hashCode = (secret: string) => bytesToHex(sha256(new TextEncoder().encode(secret)));

/** A link's token: 256 random bits, URL-safe. */
export const newLinkToken = () => bytesToHex(randomBytes(32));

/** Six uniformly drawn digits (rejection sampling keeps every code equally likely). */
export function newSixDigitCode(): string {
  for (;;) {
    const [value = 0] = new Uint32Array(randomBytes(4).buffer);
    if (value < 4_294_000_000) return String(value % 1_000_000).padStart(6, '0');
  }
}
