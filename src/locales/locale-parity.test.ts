import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname);
const languages = ['fr', 'en', 'ar'] as const;
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function flatten(obj: unknown, prefix = ''): string[] {
  if (obj === null || typeof obj !== 'object') return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
}

const keysOf = (lng: string, file: string) =>
  new Set(flatten(JSON.parse(readFileSync(join(root, lng, file), 'utf8'))).map((k) => k.replace(pluralSuffix, '')));

const files = [
  ...new Set(languages.flatMap((l) => readdirSync(join(root, l)).filter((f) => f.endsWith('.json')))),
].sort();

describe('locale parity', () => {
  it('every language has the same namespace files', () => {
    for (const lng of languages)
      expect(
        readdirSync(join(root, lng))
          .filter((f) => f.endsWith('.json'))
          .sort(),
      ).toEqual(files);
  });

  it.each(files)('%s has the same keys in fr, en and ar', (file) => {
    const [fr, en, ar] = languages.map((l) => keysOf(l, file));
    const all = new Set([...fr!, ...en!, ...ar!]);
    const missing = [...all].flatMap((key) =>
      languages.filter((_, i) => ![fr, en, ar][i]!.has(key)).map((lng) => `${lng}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('no translation is left empty', () => {
    for (const lng of languages) {
      for (const file of files) {
        const walk = (o: unknown, path: string): string[] =>
          typeof o === 'string'
            ? o.trim()
              ? []
              : [path]
            : Object.entries(o as object).flatMap(([k, v]) => walk(v, `${path}.${k}`));
        expect(walk(JSON.parse(readFileSync(join(root, lng, file), 'utf8')), `${lng}/${file}`)).toEqual([]);
      }
    }
  });
});
