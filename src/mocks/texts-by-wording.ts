import type { ApiLanguage } from './utils';

/** One sample text in the three languages. */
export type Texts = Record<ApiLanguage, string>;

/** Each text in all three languages, found by its wording in any of them. */
export function byWording(texts: readonly Texts[]): Map<string, Texts> {
  return new Map(texts.flatMap((t) => Object.values(t).map((wording) => [wording, t] as const)));
}

/** A known sample text in the reader's language; anything else as written. */
export const inLanguage = (texts: Map<string, Texts>, text: string, language: ApiLanguage) =>
  texts.get(text)?.[language] ?? text;
