export const languages = [
  { code: 'fr', label: 'Français', dir: 'ltr', intl: 'fr-FR' },
  { code: 'en', label: 'English', dir: 'ltr', intl: 'en-US' },
  { code: 'ar', label: 'العربية', dir: 'rtl', intl: 'ar' },
] as const;

export type LanguageCode = (typeof languages)[number]['code'];
export const defaultLanguage: LanguageCode = 'fr';
export const fallbackLanguage: LanguageCode = 'en';

export const isLanguage = (v: unknown): v is LanguageCode => languages.some((l) => l.code === v);

export const directionOf = (code: string): 'ltr' | 'rtl' => (code === 'ar' ? 'rtl' : 'ltr');

/** Intl locale for numbers and dates; Arabic keeps Latin digits for tables (ar-u-nu-latn). */
export const intlLocaleOf = (code: string): string =>
  code === 'ar' ? 'ar-u-nu-latn' : (languages.find((l) => l.code === code)?.intl ?? 'en-US');
