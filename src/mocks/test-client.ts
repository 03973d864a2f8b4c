import { tokenFor } from '@/backend/auth/accounts';

/** Test-only helpers: call the mock API through msw/node exactly as a browser client would. */
export const apiOrigin = 'http://localhost';

/** Who calls (docs/security.md, "Permissions"): the administrator unless a test says otherwise. */
export type Caller = 'admin' | 'client' | 'visitor';
const tokenOf: Record<Caller, string | null> = { admin: tokenFor(1), client: tokenFor(2), visitor: null };

export interface Answer<T = unknown> {
  status: number;
  body: T;
  text: string;
}

export async function call<T = unknown>(
  method: string,
  path: string,
  query: Record<string, string | number | boolean> = {},
  body?: unknown,
  language?: string,
  caller: Caller = 'admin',
): Promise<Answer<T>> {
  const url = new URL(path, apiOrigin);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
  const res = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(language ? { 'Accept-Language': language } : {}),
      ...(tokenOf[caller] ? { Authorization: `Bearer ${tokenOf[caller]}` } : {}),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, body: (text ? JSON.parse(text) : null) as T };
}

export const get = <T = unknown>(path: string, query?: Record<string, string | number | boolean>) =>
  call<T>('GET', path, query);

/** A GET in the interface language the app would send (docs/api.md, "Language"). */
export const getIn = <T = unknown>(language: string, path: string, query?: Record<string, string | number | boolean>) =>
  call<T>('GET', path, query, undefined, language);

/** The answer with every string replaced by its type: what stays identical across languages. */
export function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v)]));
  }
  return typeof value === 'string' ? 'string' : value;
}

/** Text compared the way a reader expects: case and accents ignored. */
export const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });
export const byNumber = (a: number, b: number) => a - b;
/** "$1,299.00" → 1299 */
export const money = (s: string) => Number(s.replace(/[$,]/g, ''));
/** m/d/yyyy → timestamp */
export const usDate = (s: string) => {
  const [m, d, y] = s.split('/').map(Number);
  return Date.UTC(y!, m! - 1, d!);
};

/** True when every neighbour pair is in order for this comparison and direction. */
export function isSorted<T>(values: T[], compare: (a: T, b: T) => number, order: 'asc' | 'desc'): boolean {
  const sign = order === 'asc' ? 1 : -1;
  return values.every((v, i) => i === 0 || sign * compare(values[i - 1]!, v) <= 0);
}
