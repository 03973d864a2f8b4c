import { base, Faker } from '@faker-js/faker';

/**
 * A faker with its own fixed seed: every load and every test sees the same records.
 * Only the locale-free `base` definitions: the English locale would add ~250 KB to the mock chunk,
 * and the few names we need are listed here.
 */
export function seededFaker(seed: number): Faker {
  return new Faker({ locale: [base], seed });
}

const internationalFirst = [
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Sophia',
  'Lucas',
  'Amelia',
  'Mateo',
  'Chloé',
  'Hugo',
  'Isabella',
  'Ethan',
  'Léa',
  'Gabriel',
  'Mia',
  'Samuel',
  'Nora',
  'Daniel',
  'Yasmine',
  'Omar',
  'Hannah',
  'Leo',
  'Grace',
  'Victor',
  'Camille',
  'Adam',
  'Sarah',
  'Thomas',
  'Inès',
  'Julien',
];
const internationalLast = [
  'Martin',
  'Bernard',
  'Dubois',
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Garcia',
  'Rossi',
  'Müller',
  'Lefèvre',
  'Moreau',
  'Silva',
  'Santos',
  'Nguyen',
  'Kim',
  'Cohen',
  'Haddad',
  'Benali',
  'Diallo',
  'Traoré',
  'Kouassi',
  'Mensah',
  'Okafor',
  'Wilson',
  'Taylor',
  'Anderson',
  'Laurent',
  'Fontaine',
  'Girard',
];

const centralAfricanFirst = [
  'Aïcha',
  'Jean-Paul',
  'Mireille',
  'Serge',
  'Gisèle',
  'Landry',
  'Prisca',
  'Fabrice',
  'Nadège',
  'Hervé',
  'Chimène',
  'Arsène',
  'Flore',
  'Rodrigue',
  'Ornella',
  'Yannick',
  'Christelle',
  'Blaise',
  'Murielle',
  'Ulrich',
  'Sandrine',
  'Davy',
  'Nathalie',
  'Cédric',
  'Estelle',
  'Brice',
  'Laetitia',
  'Ghislain',
  'Carine',
  'Thierry',
];
const centralAfricanLast = [
  'Mbemba',
  'Nzé',
  'Obiang',
  'Nguema',
  'Moussavou',
  'Mabika',
  'Essono',
  'Ndong',
  'Mintsa',
  'Koumba',
  'Boussougou',
  'Nkoghe',
  'Fotso',
  'Kamga',
  'Mbarga',
  'Ngono',
  'Atangana',
  'Mouanda',
  'Makaya',
  'Loemba',
  'Ngoma',
  'Ondo',
  'Ella',
  'Ekomi',
  'Tchoua',
  'Biyoghe',
  'Mengue',
  'Oyane',
  'Mavoungou',
  'Nsi',
];

/** About half Central African names, half international ones. */
export function personName(f: Faker): string {
  if (f.datatype.boolean())
    return `${f.helpers.arrayElement(centralAfricanFirst)} ${f.helpers.arrayElement(centralAfricanLast)}`;
  return `${f.helpers.arrayElement(internationalFirst)} ${f.helpers.arrayElement(internationalLast)}`;
}

const emailDomains = ['gmail.com', 'yahoo.fr', 'outlook.com', 'okoume.demo', 'proton.me', 'hotmail.fr'];

/** "Aïcha Mbemba" → "aicha.mbemba" (ASCII, lower case). */
export function slugName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}

export function emailFor(f: Faker, name: string): string {
  return `${slugName(name)}${f.number.int({ min: 1, max: 99 })}@${f.helpers.arrayElement(emailDomains)}`;
}

export interface Country {
  name: string;
  code: string;
  flag: string;
  dial: string;
}

export const countries: Country[] = [
  { name: 'Gabon', code: 'GA', flag: '🇬🇦', dial: '+241' },
  { name: 'Cameroon', code: 'CM', flag: '🇨🇲', dial: '+237' },
  { name: 'Congo', code: 'CG', flag: '🇨🇬', dial: '+242' },
  { name: 'DR Congo', code: 'CD', flag: '🇨🇩', dial: '+243' },
  { name: 'Equatorial Guinea', code: 'GQ', flag: '🇬🇶', dial: '+240' },
  { name: 'Chad', code: 'TD', flag: '🇹🇩', dial: '+235' },
  { name: 'Central African Republic', code: 'CF', flag: '🇨🇫', dial: '+236' },
  { name: 'Senegal', code: 'SN', flag: '🇸🇳', dial: '+221' },
  { name: "Côte d'Ivoire", code: 'CI', flag: '🇨🇮', dial: '+225' },
  { name: 'Morocco', code: 'MA', flag: '🇲🇦', dial: '+212' },
  { name: 'France', code: 'FR', flag: '🇫🇷', dial: '+33' },
  { name: 'Belgium', code: 'BE', flag: '🇧🇪', dial: '+32' },
  { name: 'Canada', code: 'CA', flag: '🇨🇦', dial: '+1' },
  { name: 'United States', code: 'US', flag: '🇺🇸', dial: '+1' },
  { name: 'Brazil', code: 'BR', flag: '🇧🇷', dial: '+55' },
  { name: 'China', code: 'CN', flag: '🇨🇳', dial: '+86' },
];

export function phoneFor(f: Faker, country: Country): string {
  return `${country.dial} ${f.string.numeric(2)} ${f.string.numeric(2)} ${f.string.numeric(2)} ${f.string.numeric(2)}`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 1299.5 → "$1,299.50": the currency-prefixed strings of docs/spec.md §3. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** m/d/yyyy in UTC, so the text does not depend on the visitor's time zone. */
export function formatUsDate(date: Date): string {
  return `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}`;
}

const shortMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "14 Apr 2025": day, short month, year. */
export function formatDayMonthYear(date: Date): string {
  return `${date.getUTCDate()} ${shortMonths[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "2:08 PM" in UTC. */
export function formatTime(date: Date): string {
  const h = date.getUTCHours();
  const m = String(date.getUTCMinutes()).padStart(2, '0');
  return `${h % 12 || 12}:${m} ${h < 12 ? 'AM' : 'PM'}`;
}

export function dateBetween(f: Faker, from: string, to: string): Date {
  return f.date.between({ from: `${from}T00:00:00Z`, to: `${to}T23:59:59Z` });
}
