import { env } from '@/config/env';
import { session } from '@/lib/auth/session';
import { startMockWorker } from '@/mocks/register-worker';

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown, message?: string) {
    super(message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

let mockReady: Promise<void> | null = null;

/**
 * API calls wait until the mock API's service worker controls the page; pages that call no API never wait
 * for it. `vite dev` answers /api over HTTP itself (scripts/mock-api-plugin.ts): nothing to wait for there.
 */
export function ensureMockApi(): Promise<void> {
  if (!env.useMockApi || import.meta.env.DEV || typeof window === 'undefined') return Promise.resolve();
  mockReady ??= Promise.race([
    startMockWorker(),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('The mock API did not start')), 15_000)),
  ]).catch((error: unknown) => {
    // Let the next call try again (offline for a moment, a worker that failed to install), and let this one
    // fail like any network error, so the screen shows its error state.
    mockReady = null;
    throw error;
  });
  return mockReady;
}

function pageLanguage(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || 'fr';
}

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const qs = params.toString();
  return `${env.apiBaseUrl}${path}${qs ? `?${qs}` : ''}`;
}

async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  await ensureMockApi();
  // The API answers its text content in the reader's language (docs/api.md, "Language"); <html lang> is
  // the interface language (lib/i18n), set before any request.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': pageLanguage() };
  const token = session.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(buildUrl(path, opts.query), {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: opts.signal,
  });
  const text = await res.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!res.ok) throw new ApiError(res.status, data);
  return data as T;
}

export const api = {
  get: <T>(path: string, opts?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
    request<T>('POST', path, { ...opts, body }),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
    request<T>('PUT', path, { ...opts, body }),
  delete: <T = void>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
};
