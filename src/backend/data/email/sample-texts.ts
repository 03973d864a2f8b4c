import type { ApiLanguage } from '@/mocks/utils';
import { textsAr } from './sample-texts.ar';
import { textsEn } from './sample-texts.en';
import { type SampleKey, textsFr } from './sample-texts.fr';

export type { SampleKey };

/** The sample texts by language (docs/api.md, "E-mail": sample content is answered in the reader's language). */
const texts: Record<ApiLanguage, Record<SampleKey, { subject: string; body: string }>> = {
  fr: textsFr,
  en: textsEn,
  ar: textsAr,
};

/** A sample message's text in this language, its `{slot}`s filled. */
export function sampleText(key: SampleKey, language: ApiLanguage, values: Record<string, string> = {}) {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
  const { subject, body } = texts[language][key];
  return { subject: fill(subject), body: fill(body) };
}
