import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Screens speak to the reader, not about how the app is built (issue #10): no "demo", "sample API", "mock" or
 * "a real server would…" in any text, in any language. Sign-in addresses (admin@demo.com) are what the user
 * types, so they are not notes.
 */
const developerWords = [
  /\bdemo\b|\bmock(?![- ]?ups?\b)|\bsample (api|data)\b|\bseed\b|a real server/i,
  /\bd[ée]mo(nstration)?\b|API d[’']exemple|données d[’']exemple|un vrai serveur/i,
  // A trial environment (بيئة تجريبية) in a training offer is product text; a demo version or demo data is not.
  /(النسخة|الواجهة|البيانات|بيانات) التجريبية|بيانات تجريبية|واجهة البرمجة|الخادم الحقيقي/,
];

function strings(obj: unknown, prefix = ''): [string, string][] {
  if (typeof obj === 'string') return [[prefix, obj]];
  if (obj === null || typeof obj !== 'object') return [];
  return Object.entries(obj).flatMap(([k, v]) => strings(v, prefix ? `${prefix}.${k}` : k));
}

describe('locale texts', () => {
  it.each(['fr', 'en', 'ar'])('carry no developer notes in %s', (lng) => {
    const dir = join(__dirname, lng);
    const notes = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .flatMap((file) =>
        strings(JSON.parse(readFileSync(join(dir, file), 'utf8'))).map(
          ([key, text]) => [`${file} ${key}`, text] as const,
        ),
      )
      .filter(([, text]) => developerWords.some((w) => w.test(text.replace(/\S+@demo\.com/g, ''))))
      .map(([where, text]) => `${where}: ${text}`);
    expect(notes).toEqual([]);
  });
});
