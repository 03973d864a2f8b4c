/** WCAG 2 contrast arithmetic, used to pick the shades of a primary colour that text can use. */

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (c: Rgb) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

function luminance(hex: string): number {
  const linear = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = rgb(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `hex` mixed with `towards` by `amount` (0–1), as CSS `color-mix(in srgb, …)` would. */
export function mix(hex: string, towards: string, amount: number): string {
  const from = rgb(hex);
  const to = rgb(towards);
  return toHex([0, 1, 2].map((i) => from[i]! + (to[i]! - from[i]!) * amount) as Rgb);
}

/** AA for normal-size text. */
export const textContrast = 4.5;

/**
 * The least change of `hex` (towards black on light backgrounds, towards white on dark ones) that reads at
 * `min`:1 on every one of `backgrounds`; `hex` itself when it already does.
 */
export function shadeForContrast(hex: string, backgrounds: readonly [string, ...string[]], min = textContrast): string {
  const towards = luminance(backgrounds[0]) > 0.5 ? '#000000' : '#ffffff';
  for (let step = 0; step <= 100; step++) {
    const shade = mix(hex, towards, step / 100);
    if (backgrounds.every((bg) => contrastRatio(shade, bg) >= min)) return shade;
  }
  return towards;
}
