import { numberFormat } from '@/lib/intl-cache';
import type { ApiLanguage } from '@/mocks/utils';

/** Arabic keeps Latin digits, as the app writes figures (docs/decisions.md, "Arabic numbers"). */
const locales: Record<ApiLanguage, string> = { fr: 'fr-FR', en: 'en-US', ar: 'ar-u-nu-latn' };

const unit = (language: ApiLanguage, u: 'hour' | 'minute', display: 'narrow' | 'short' | 'long', value: number) =>
  numberFormat(locales[language], {
    style: 'unit',
    unit: u,
    unitDisplay: display,
    maximumFractionDigits: 1,
  }).format(value);

/** "17h 34m" (the spec's card format) in English, "17h 34min" in French, "17 س 34 د" in Arabic. */
export function formatCourseTime(minutes: number, language: ApiLanguage): string {
  const whole = Math.round(minutes);
  const h = Math.floor(whole / 60);
  const m = whole % 60;
  if (h === 0) return unit(language, 'minute', 'narrow', m);
  if (m === 0) return unit(language, 'hour', 'narrow', h);
  return `${unit(language, 'hour', 'narrow', h)} ${unit(language, 'minute', 'narrow', m)}`;
}

/** A topic's length: "2.4 min", "2,4 min", "2.4 د". */
export const formatTopicTime = (minutes: number, language: ApiLanguage) => unit(language, 'minute', 'short', minutes);

/** A section's length: whole minutes, or hours and minutes past an hour. */
export const formatSectionTime = (minutes: number, language: ApiLanguage) =>
  minutes < 60 ? unit(language, 'minute', 'short', Math.round(minutes)) : formatCourseTime(minutes, language);

/** The course's length in hours: "1.6 total hours", "1,6 heure au total", "1.6 ساعة إجمالًا". */
export function formatCourseLength(minutes: number, language: ApiLanguage): string {
  const hours = Math.round((minutes / 60) * 10) / 10;
  if (language === 'en') return `${numberFormat('en-US').format(hours)} total hours`;
  const long = unit(language, 'hour', 'long', hours);
  return language === 'fr' ? `${long} au total` : `${long} إجمالًا`;
}

/** "17h 34m" → 1054; the seed stores the card's time in the spec's English format. */
export function parseCourseTime(time: string): number {
  const match = /^(\d+)h (\d+)m$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
}
