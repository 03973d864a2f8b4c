import { readFileSync } from 'node:fs';
import { createFontStack } from '@capsizecss/core';
import { entireMetricsCollection as metrics } from '@capsizecss/metrics/entireMetricsCollection';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from './create-app-theme';
import { publicSansFallbacks } from './font-fallbacks';

const css = readFileSync('src/theme/font-fallbacks.css', 'utf8');

/** The descriptors of each @font-face of the file, by family. */
function faces(text: string): Map<string, Record<string, string>> {
  const out = new Map<string, Record<string, string>>();
  for (const [, body = ''] of text.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const descriptors = Object.fromEntries(
      body
        .split(';')
        .map((line) => line.split(/:(.*)/s).map((part) => part.trim()))
        .filter(([name, value]) => name && value),
    );
    out.set(descriptors['font-family'] ?? '', descriptors);
  }
  return out;
}

describe('Public Sans fallbacks', () => {
  const stack = createFontStack([metrics.publicSans, metrics.arial, metrics.roboto], {
    fontFaceFormat: 'styleObject',
    subset: 'latin',
  });

  it('scales each local face as capsize computes for Public Sans, and names the local faces it stands for', () => {
    const declared = faces(css);
    expect(declared.size).toBe(stack.fontFaces.length);
    for (const { '@font-face': face } of stack.fontFaces) {
      const family = (face.fontFamily ?? '').replace(/"/g, "'");
      const mine = declared.get(family);
      expect(mine, family).toBeDefined();
      for (const name of ['ascentOverride', 'descentOverride', 'lineGapOverride', 'sizeAdjust'] as const) {
        const cssName = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
        expect(mine?.[cssName], `${family} ${cssName}`).toBe(face[name]);
      }
      for (const local of (face.src ?? '').split(', ')) expect(mine?.src).toContain(local);
      // Latin only: Arabic text goes on to Noto Sans Arabic, never to a scaled Arial.
      expect(mine?.['unicode-range']).toMatch(/^U\+0000-024F,/);
      expect(mine?.['unicode-range']).not.toMatch(/U\+06/);
    }
  });

  it('stands in the theme between Public Sans and the Arabic face', () => {
    const fallbacks = stack.fontFamily
      .split(', ')
      .slice(1, 1 + stack.fontFaces.length)
      .join(', ');
    expect(publicSansFallbacks).toBe(fallbacks);
    const theme = createAppTheme({ direction: 'ltr', primary: '#b36734', bordered: false });
    expect(theme.typography.fontFamily).toMatch(
      /^"Public Sans", "Public Sans Fallback: Arial", "Public Sans Fallback: Roboto", "Noto Sans Arabic",/,
    );
  });
});
