import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocaleOf } from '@/lib/i18n/languages';
import { countryCodes, currencyCodes, languageCodes, timeZones } from '../api/options';

type Option = { value: string; label: string };

function offsetOf(zone: string, locale: string) {
  const part = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(new Date())
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/** Country, language, currency and time-zone options named in the interface language. */
export function useLocaleOptions() {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const locale = intlLocaleOf(lng);
    const named = (type: Intl.DisplayNamesType, codes: readonly string[]): Option[] => {
      const names = new Intl.DisplayNames(locale, { type });
      // Language and currency names are lower-case inside French sentences; a list shows them as headings.
      const label = (name: string) => name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
      return codes.map((value) => ({ value, label: label(names.of(value) ?? value) }));
    };
    return {
      countries: named('region', countryCodes).sort((a, b) => a.label.localeCompare(b.label, locale)),
      languages: named('language', languageCodes),
      currencies: named('currency', currencyCodes).map((o) => ({ ...o, label: `${o.label} (${o.value})` })),
      timeZones: timeZones.map((value) => ({
        value,
        label: `(${offsetOf(value, 'en-US')}) ${value.replace(/_/g, ' ')}`,
      })),
    };
  }, [lng]);
}
