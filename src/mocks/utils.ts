export type ApiLanguage = 'fr' | 'en' | 'ar';

/**
 * The language the API answers its text content in (docs/api.md, "Language"): the first of fr, en, ar named
 * by Accept-Language (the app sends the interface language), else French, the product's default.
 */
export function requestLanguage(request: Request): ApiLanguage {
  const header = request.headers.get('accept-language') ?? '';
  for (const part of header.split(',')) {
    const code = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (code === 'fr' || code === 'en' || code === 'ar') return code;
  }
  return 'fr';
}

/** Reads a positive integer from a query value; anything else gives the fallback (docs/spec.md §5). */
export function toPositiveInt(value: string | null, fallback: number, max = 1000): number {
  if (value === null || !/^\d+$/.test(value.trim())) return fallback;
  const n = Number.parseInt(value, 10);
  return n >= 1 && n <= max ? n : fallback;
}

const latency = Number(import.meta.env.VITE_MOCK_LATENCY_MS ?? 0) || 0;

/**
 * Simulated network latency of the in-browser API: none by default, so screens answer as fast as they
 * can be painted; set VITE_MOCK_LATENCY_MS (e.g. 300) to watch loading states. Never in tests.
 */
export async function delay(ms = latency) {
  if (import.meta.env.MODE === 'test' || import.meta.env.SSR || ms <= 0) return;
  await new Promise((r) => setTimeout(r, ms));
}
