import type { AbilityRule } from '@/lib/casl/ability';
import type { UserData } from '@/lib/auth/session';

export interface AuthUser extends UserData {
  /** `auth/passwords.ts`: no file a visitor downloads holds a password (docs/security.md, "Passwords"). */
  passwordHash: string;
  abilityRules: AbilityRule[];
  /** When the owner proved the address (`POST /api/auth/verify-email`); null until then. */
  emailVerifiedAt?: string | null;
  /** Sign-in asks for an e-mailed code after the password (docs/security.md, "Two-step sign-in"); off by default. */
  twoStepEnabled?: boolean;
}

/**
 * The three demo accounts of docs/product.md (the second administrator lets two people try the chat live,
 * docs/decisions.md "A second administrator"). Their passwords are public on purpose (the login page shows them as a
 * hint); they are stored as hashes all the same, as any account would be.
 */
export const demoAccounts: AuthUser[] = [
  {
    id: 1,
    fullName: 'Aïcha Mbemba',
    username: 'aicha.mbemba',
    passwordHash:
      'scrypt$14$8$5$d02bac169a5e963b0ff607142cf9c810$1140dac856a4f8434adb2d210ef0842d8884bb373fc6737f278bfb506d45c596',
    avatar: null,
    email: 'admin@demo.com',
    role: 'admin',
    abilityRules: [{ action: 'manage', subject: 'all' }],
  },
  {
    id: 2,
    fullName: 'Jean-Paul Nzé',
    username: 'jeanpaul.nze',
    passwordHash:
      'scrypt$14$8$5$cf9d990cc022e16f189e8128fb2db985$a51367d4186434128d34780a986784bedd0d9c69bc400e1fa7a465e564d8954e',
    avatar: null,
    email: 'client@demo.com',
    role: 'client',
    abilityRules: [{ action: 'read', subject: 'AclDemo' }],
  },
  {
    id: 3,
    fullName: 'Michel Ondo',
    username: 'michel.ondo',
    passwordHash:
      'scrypt$14$8$5$5ff0f941c33a5013b09538ca256e5ce5$0f2b81e9ccf03b0a442badca285aa7cc5f0951614f961a3b406e20260121a543',
    avatar: null,
    email: 'support@demo.com',
    role: 'admin',
    abilityRules: [{ action: 'manage', subject: 'all' }],
  },
];

/** What a signed-in user learns of their account (docs/spec.md §7): the rules and the user data, never the hash. */
export function accountView({
  passwordHash: _hash,
  abilityRules,
  emailVerifiedAt: _verified,
  twoStepEnabled: _twoStep,
  ...userData
}: AuthUser) {
  return { userAbilityRules: abilityRules, userData };
}

/** What the sign-up form gives an account (docs/decisions.md, "Sign-up"). */
export interface NewAccount {
  username: string;
  fullName: string;
  email: string;
  passwordHash: string;
}

/** A signed-up account has the demo client's role and rules: it may read the access-control demo, nothing more. */
export function clientAccount(input: NewAccount, id: number): AuthUser {
  const client = demoAccounts[1]!;
  return {
    id,
    avatar: null,
    role: client.role,
    abilityRules: client.abilityRules,
    emailVerifiedAt: null,
    twoStepEnabled: false,
    ...input,
  };
}

/** Ten fixed sample tokens (docs/spec.md §9); a signed-in user gets the token of its slot. */
export const sampleTokens = [
  'eyJhbGciOiJIUzI1NiJ9.aWQiOjF9.Xb7lX2u6b0pP1Q',
  'eyJhbGciOiJIUzI1NiJ9.aWQiOjJ9.Yc8mY3v7c1qQ2R',
  'eyJhbGciOiJIUzI1NiJ9.aWQiOjN9.Zd9nZ4w8d2rR3S',
  'eyJhbGciOiJIUzI1NiJ9.aWQiOjR9.Ae0oA5x9e3sS4T',
  'eyJhbGciOiJIUzI1NiJ9.aWQiOjV9.Bf1pB6y0f4tT5U',
  'eyJhbGciOiJIUzI1NiJ9.aWQiOjZ9.Cg2qC7z1g5uU6V',
  'eyJhbGciOiJIUzI1NiJ9.aWQiOjd9.Dh3rD8a2h6vV7W',
  'eyJhbGciOiJIUzI1NiJ9.aWQiOjh9.Ei4sE9b3i7wW8X',
  'eyJhbGciOiJIUzI1NiJ9.aWQiOjl9.Fj5tF0c4j8xX9Y',
  'eyJhbGciOiJIUzI1NiJ9.aWQiOjEwfQ.Gk6uG1d5k9yY0Z',
] as const;

export function tokenFor(userId: number): string {
  return sampleTokens[(userId - 1) % sampleTokens.length] ?? sampleTokens[0];
}

export function userForToken(token: string | null): AuthUser | undefined {
  if (!token) return undefined;
  const index = sampleTokens.indexOf(token as (typeof sampleTokens)[number]);
  return demoAccounts.find((u) => u.id === index + 1);
}
