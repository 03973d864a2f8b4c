/** Codes only: names come from Intl.DisplayNames in the interface language, so no list needs translating. */
export const countryCodes = ['GA', 'CM', 'CG', 'CD', 'GQ', 'TD', 'CF', 'FR', 'BE', 'CA', 'US', 'MA'] as const;
export const languageCodes = ['fr', 'en', 'ar', 'es', 'pt', 'de'] as const;
export const currencyCodes = ['XAF', 'EUR', 'USD', 'GBP', 'CAD'] as const;
export const timeZones = [
  'Africa/Libreville',
  'Africa/Douala',
  'Africa/Brazzaville',
  'Africa/Kinshasa',
  'Africa/Lagos',
  'Europe/Paris',
  'UTC',
  'America/Montreal',
  'America/New_York',
] as const;
