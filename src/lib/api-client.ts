import { env } from '@/config/env';
import { servedByServer } from '@/lib/api-host';
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

/** A call that has not answered after this long fails, so every screen leaves its skeletons for its error state. */
export const requestTimeoutMs = 15_000;

export class RequestTimeoutError extends Error {
  constructor() {
    super(`No answer after ${requestTimeoutMs / 1000} s`);
    this.name = 'TimeoutError';
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
  if (!env.useMockApi || import.meta.env.DEV || typeof window === 'undefined' || servedByServer()) {
    return Promise.resolve();
  }
  mockReady ??= Promise.race([
    startMockWorker(),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('The mock API did not start')), requestTimeoutMs),
    ),
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

/** Rejects when the signal aborts: a wait that does not take a signal (the worker's start) still ends. */
const untilAborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason as Error);
    else signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });

/**
 * The caller's signal (a query cancelled) plus the deadline; a timer rather than AbortSignal.timeout so
 * that tests with fake timers control it.
 */
async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new RequestTimeoutError()), requestTimeoutMs);
  const cancel = () => controller.abort(opts.signal?.reason);
  if (opts.signal?.aborted) cancel();
  opts.signal?.addEventListener('abort', cancel, { once: true });
  try {
    return await send<T>(method, path, opts, controller.signal);
  } catch (error) {
    // fetch rejects with the abort reason in browsers; make sure a timeout always reads as one.
    if (controller.signal.reason instanceof RequestTimeoutError) throw controller.signal.reason;
    throw error;
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', cancel);
  }
}

async function send<T>(method: string, path: string, opts: RequestOptions, signal: AbortSignal): Promise<T> {
  const aborted = untilAborted(signal);
  aborted.catch(() => {}); // read by the races below; an abort after the answer is nobody's error
  await Promise.race([ensureMockApi(), aborted]);
  // The API answers its text content in the reader's language (docs/api.md, "Language"); <html lang> is
  // the interface language (lib/i18n), set before any request.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': pageLanguage() };
  const token = session.bearer();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(buildUrl(path, opts.query), {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal,
  });
  const text = await Promise.race([res.text(), aborted]);
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  // Only the server's word counts (docs/security.md): a session it refuses ends in the browser too.
  if (res.status === 401 && session.isSignedIn() && !path.startsWith('/api/auth/')) session.expired();
  if (!res.ok) throw new ApiError(res.status, data);
  return data as T;
}

export const api = {
  get: <T>(path: string, opts?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, { ...opts, body }),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, { ...opts, body }),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PATCH', path, { ...opts, body }),
  delete: <T = void>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
};

/** The field errors of a 400 answer (`{ errors: { <field>: [message] } }`, docs/api.md), else null. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  return typeof errors === 'object' && errors !== null ? (errors as Record<string, string[]>) : null;
}
