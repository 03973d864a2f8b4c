import type { ApiLanguage } from '@/mocks/utils';

/** Where the company's vehicles drive: Libreville and the towns of Central Africa it serves. */
export const cities = {
  libreville: { name: { fr: 'Libreville', en: 'Libreville', ar: 'ليبرفيل' }, country: 'GA', lat: 0.4162, lng: 9.4673 },
  portGentil: {
    name: { fr: 'Port-Gentil', en: 'Port-Gentil', ar: 'بور جنتيل' },
    country: 'GA',
    lat: -0.7193,
    lng: 8.7815,
  },
  lambarene: { name: { fr: 'Lambaréné', en: 'Lambaréné', ar: 'لامباريني' }, country: 'GA', lat: -0.7001, lng: 10.2406 },
  franceville: {
    name: { fr: 'Franceville', en: 'Franceville', ar: 'فرانسفيل' },
    country: 'GA',
    lat: -1.6333,
    lng: 13.5836,
  },
  oyem: { name: { fr: 'Oyem', en: 'Oyem', ar: 'أويم' }, country: 'GA', lat: 1.5994, lng: 11.5793 },
  bata: { name: { fr: 'Bata', en: 'Bata', ar: 'باتا' }, country: 'GQ', lat: 1.8639, lng: 9.7658 },
  malabo: { name: { fr: 'Malabo', en: 'Malabo', ar: 'مالابو' }, country: 'GQ', lat: 3.7504, lng: 8.7371 },
  douala: { name: { fr: 'Douala', en: 'Douala', ar: 'دوالا' }, country: 'CM', lat: 4.0511, lng: 9.7679 },
  yaounde: { name: { fr: 'Yaoundé', en: 'Yaoundé', ar: 'ياوندي' }, country: 'CM', lat: 3.848, lng: 11.5021 },
  brazzaville: {
    name: { fr: 'Brazzaville', en: 'Brazzaville', ar: 'برازافيل' },
    country: 'CG',
    lat: -4.2634,
    lng: 15.2429,
  },
  pointeNoire: {
    name: { fr: 'Pointe-Noire', en: 'Pointe-Noire', ar: 'بوانت نوار' },
    country: 'CG',
    lat: -4.7692,
    lng: 11.8664,
  },
} satisfies Record<string, { name: Record<ApiLanguage, string>; country: string; lat: number; lng: number }>;

export type CityKey = keyof typeof cities;

export const cityName = (key: CityKey, language: ApiLanguage) => cities[key].name[language];

/** The roads (and the Malabo crossing) the fleet drives, both ways. */
export const routes: Array<[CityKey, CityKey]> = [
  ['libreville', 'portGentil'],
  ['libreville', 'lambarene'],
  ['lambarene', 'franceville'],
  ['libreville', 'oyem'],
  ['libreville', 'bata'],
  ['oyem', 'yaounde'],
  ['yaounde', 'douala'],
  ['douala', 'malabo'],
  ['bata', 'malabo'],
  ['franceville', 'brazzaville'],
  ['brazzaville', 'pointeNoire'],
  ['lambarene', 'pointeNoire'],
];
