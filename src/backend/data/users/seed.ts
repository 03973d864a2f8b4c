import type { Faker } from '@faker-js/faker';
import { countries, emailFor, personName, phoneFor, seededFaker, slugName } from '@/mocks/sample';
import { userBillings, userPlans, userRoles, userStatuses, type UserDetail } from '@/features/users/api/types';

export const userSeedCount = 50;

const companies = [
  'Okoumé Digital',
  'Port-Gentil Logistics',
  'Banque Équatoriale',
  'Libreville Telecom',
  'Douala Agro SA',
  'Kinshasa Mining Corp',
  'Brazza Cloud',
  'Ogooué Énergie',
  'Yaoundé Pharma',
  'Atlantic Shipping',
  'Northwind Traders',
  'Contoso Ltd',
  'Fabrikam Inc',
  'Globex Africa',
  'Sahel Foods',
];
const languages = ['French', 'English', 'Arabic', 'Portuguese', 'Spanish'];

export function createUser(overrides: Partial<UserDetail> = {}, f: Faker = seededFaker(2)): UserDetail {
  const fullName = personName(f);
  const country = f.helpers.arrayElement(countries);
  return {
    id: 1,
    fullName,
    company: f.helpers.arrayElement(companies),
    role: f.helpers.arrayElement(userRoles),
    username: slugName(fullName),
    country: country.name,
    contact: phoneFor(f, country),
    email: emailFor(f, fullName),
    currentPlan: f.helpers.arrayElement(userPlans),
    status: f.helpers.arrayElement(userStatuses),
    avatar: null,
    billing: f.helpers.arrayElement(userBillings),
    taskDone: f.number.int({ min: 20, max: 1800 }),
    projectDone: f.number.int({ min: 1, max: 120 }),
    taxId: `Tax-${f.string.numeric(4)}`,
    language: f.helpers.arrayElement(languages),
    ...overrides,
  };
}

export function seedUsers(): UserDetail[] {
  const f = seededFaker(201);
  return Array.from({ length: userSeedCount }, (_, i) => createUser({ id: i + 1 }, f));
}
