import { countries } from './sample';
import type { ApiLanguage } from './utils';

const regionNames = new Map<ApiLanguage, Intl.DisplayNames>();

/**
 * A country's name in the language of the request (docs/api.md, "Language"): the sample's own English name in
 * English, the CLDR name of its ISO code otherwise ("Cameroun", "الكاميرون"). An unknown code keeps `name`.
 */
export function countryName(code: string, name: string, language: ApiLanguage): string {
  if (language === 'en' || !code) return name;
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    regionNames.set(language, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? name;
  } catch {
    return name;
  }
}

/** The same for a record that only stores the English name (users): a name not in the sample stays as typed. */
export function countryNameOf(englishName: string, language: ApiLanguage): string {
  const country = countries.find((c) => c.name === englishName);
  return country ? countryName(country.code, country.name, language) : englishName;
}

const languageCodes: Record<string, string> = {
  French: 'fr',
  English: 'en',
  Arabic: 'ar',
  Portuguese: 'pt',
  Spanish: 'es',
  Lingala: 'ln',
  Fang: 'fan',
};

/**
 * A language the sample stores by its English name ("French"), named in the request's language ("Français",
 * "الفرنسية"), capitalised since it stands alone as a value. A name not in the list stays as it is.
 */
export function languageNameOf(englishName: string, language: ApiLanguage): string {
  const code = languageCodes[englishName];
  if (!code || language === 'en') return englishName;
  const name = new Intl.DisplayNames([language], { type: 'language', fallback: 'none' }).of(code);
  return name ? name.charAt(0).toLocaleUpperCase(language) + name.slice(1) : englishName;
}
