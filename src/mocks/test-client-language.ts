import { apiOrigin, type Answer } from './test-client';

/** Test-only: a GET as the app sends it in that interface language (Accept-Language, docs/api.md "Language"). */
export async function getIn<T = unknown>(
  language: string,
  path: string,
  query: Record<string, string> = {},
): Promise<Answer<T>> {
  const url = new URL(path, apiOrigin);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await fetch(url, { headers: { 'Accept-Language': language } });
  const text = await res.text();
  return { status: res.status, text, body: (text ? JSON.parse(text) : null) as T };
}

/** The answer with every string replaced by its type: what stays identical across languages. */
export function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v)]));
  }
  return typeof value === 'string' ? 'string' : value;
}
