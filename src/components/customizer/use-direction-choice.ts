import { useTranslation } from 'react-i18next';
import { directionOf, type LanguageCode } from '@/lib/i18n/languages';

let lastLtrLanguage: LanguageCode = 'fr';

/** Direction follows the language: right-to-left means Arabic, left-to-right the last other language. */
export function useDirectionChoice() {
  const { i18n } = useTranslation();
  const direction = directionOf(i18n.resolvedLanguage ?? i18n.language);
  const setDirection = (next: 'ltr' | 'rtl') => {
    if (next === direction) return;
    if (next === 'rtl') {
      const current = i18n.resolvedLanguage;
      if (current === 'fr' || current === 'en') lastLtrLanguage = current;
      void i18n.changeLanguage('ar');
    } else {
      void i18n.changeLanguage(lastLtrLanguage);
    }
  };
  return { direction, setDirection };
}
