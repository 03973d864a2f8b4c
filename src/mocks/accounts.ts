import type { AbilityRule } from '@/lib/casl/ability';
import type { UserData } from '@/lib/auth/session';

export interface AuthUser extends UserData {
  password: string;
  abilityRules: AbilityRule[];
}

/** The two demo accounts of docs/product.md; the login page shows them as a hint. */
export const demoAccounts: AuthUser[] = [
  {
    id: 1,
    fullName: 'Aïcha Mbemba',
    username: 'aicha.mbemba',
    password: 'admin',
    avatar: null,
    email: 'admin@demo.com',
    role: 'admin',
    abilityRules: [{ action: 'manage', subject: 'all' }],
  },
  {
    id: 2,
    fullName: 'Jean-Paul Nzé',
    username: 'jeanpaul.nze',
    password: 'client',
    avatar: null,
    email: 'client@demo.com',
    role: 'client',
    abilityRules: [{ action: 'read', subject: 'AclDemo' }],
  },
];

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
