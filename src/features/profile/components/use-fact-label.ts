import { useTranslation } from 'react-i18next';
import type { ProfileFact } from '../api/types';

/**
 * A fact's label in the reader's language when the profile strings name its key, else the API's own words.
 * Asking `exists` first keeps an unknown key from loading the English fallback.
 */
export function useFactLabel() {
  const { t, i18n } = useTranslation('profile');
  return (f: ProfileFact): string =>
    i18n.exists(`profile:facts.${f.key}`) ? t(`facts.${f.key}`, { defaultValue: f.property }) : f.property;
}
