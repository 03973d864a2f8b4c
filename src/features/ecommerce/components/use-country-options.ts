import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { customerCountryCodes } from '../api/values';

/** The sample's countries named in the reader's language, in that language's order, and a namer for a code. */
export function useCountryOptions() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    const nameOf = (code: string) => names.of(code) ?? code;
    const options = customerCountryCodes
      .map((code) => ({ value: code, label: nameOf(code) }))
      .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
    return { options, nameOf };
  }, [i18n.language]);
}
