import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocaleOf } from '@/lib/i18n/languages';

/** A country's name in the interface language, from its ISO code (CLDR through Intl). */
export function useCountryName() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const names = new Intl.DisplayNames([intlLocaleOf(language)], { type: 'region' });
    return (code: string) => names.of(code) ?? code;
  }, [language]);
}
