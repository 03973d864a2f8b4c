import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { intlLocaleOf } from '@/lib/i18n/languages';

/** The country's name in the interface language (the API gives it in English). */
export function useCountryName() {
  const { i18n } = useTranslation();
  const locale = intlLocaleOf(i18n.resolvedLanguage ?? i18n.language);
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  return (code: string, fallback: string) => {
    try {
      return names.of(code.toUpperCase()) ?? fallback;
    } catch {
      return fallback;
    }
  };
}

/**
 * A two-letter badge instead of the emoji flag: Windows and most Linux desktops have no flag glyphs
 * and draw the two regional letters as boxes.
 */
export function CountryLabel({ code, name }: { code: string; name: string }) {
  const countryName = useCountryName();
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', whiteSpace: 'nowrap' }}>
      <Box
        component="span"
        aria-hidden
        sx={{
          fontSize: 11,
          fontWeight: 700,
          lineHeight: '18px',
          paddingInline: 0.75,
          borderRadius: 1,
          bgcolor: 'action.selected',
          color: 'text.secondary',
          letterSpacing: 0.5,
        }}
      >
        {code.toUpperCase()}
      </Box>
      {countryName(code, name)}
    </Box>
  );
}
