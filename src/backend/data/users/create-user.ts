import { slugName } from '@/mocks/sample';
import { userDetailSchema, type UserDetail } from '@/features/users/api/types';

type Body = Record<string, unknown>;

export function isJsonObject(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * docs/spec.md §7's id = count + 1 when that id is free; after a deletion it can be taken, and then the next free id
 * above it is used: two users never share an id (docs/decisions.md).
 */
export function nextUserId(users: readonly UserDetail[]): number {
  const taken = new Set(users.map((u) => u.id));
  let id = users.length + 1;
  while (taken.has(id)) id += 1;
  return id;
}

const fields = userDetailSchema.shape;

/**
 * The record the store keeps for a posted body: each field the body gets right, defaults for the
 * rest, so the list and the detail stay well-formed whatever a client sends.
 */
export function toStoredUser(body: Body, id: number): UserDetail {
  const valid: Partial<UserDetail> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'id' || !Object.hasOwn(fields, key)) continue;
    const parsed = fields[key as keyof typeof fields].safeParse(value);
    if (parsed.success) Object.assign(valid, { [key]: parsed.data });
  }
  const fullName = valid.fullName ?? '';
  const email = valid.email ?? '';
  return {
    fullName,
    company: '',
    role: 'subscriber',
    username: email ? email.split('@')[0]! : slugName(fullName),
    country: '',
    contact: '',
    email,
    currentPlan: 'basic',
    status: 'pending',
    avatar: null,
    billing: 'Auto debit',
    taskDone: 0,
    projectDone: 0,
    taxId: '',
    language: 'French',
    ...valid,
    id,
  };
}

/** The user with the fields a validated PATCH body names replaced; the id never changes (docs/api.md). */
export function patchUser(user: UserDetail, patch: Partial<Omit<UserDetail, 'id'>>): UserDetail {
  const set = Object.fromEntries(Object.entries(patch).filter(([key, v]) => key !== 'id' && v !== undefined));
  return { ...user, ...set, id: user.id };
}
