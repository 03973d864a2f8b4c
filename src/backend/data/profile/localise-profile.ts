import { dateTimeFormat, numberFormat } from '@/lib/intl-cache';
import type { ApiLanguage } from '@/mocks/utils';
import type {
  ProfileConnection,
  ProfileFact,
  ProfileHeader,
  ProfileProject,
  ProfileSections,
  ProfileTeam,
} from '@/features/profile/api/types';
import { designationIn, teamKindIn, tr } from './profile-texts';

/** Arabic keeps Latin digits, as the app writes figures (docs/decisions.md, "Arabic numbers"). */
const locales: Record<ApiLanguage, string> = { fr: 'fr-FR', en: 'en-US', ar: 'ar-u-nu-latn' };
const number = (n: number, language: ApiLanguage, options?: Intl.NumberFormatOptions) =>
  numberFormat(locales[language], options).format(n);

/** "13.5k" → 13500; "897" → 897. */
function readCount(value: string): number {
  const match = /^([\d.]+)(k?)$/i.exec(value.trim());
  return match ? Number(match[1]) * (match[2] ? 1000 : 1) : Number.NaN;
}

/** A count as the reader writes it: "13,5 k" in French, "13.5 ألف" in Arabic (English keeps the sample's "13.5k"). */
function countIn(value: string, language: ApiLanguage): string {
  const n = readCount(value);
  if (language === 'en' || Number.isNaN(n)) return value;
  return number(n, language, n >= 10_000 ? { notation: 'compact', maximumFractionDigits: 1 } : undefined);
}

/** "126 Members" → "126 membres", "126 عضوًا". */
function membersIn(value: string, language: ApiLanguage): string {
  const n = Number.parseInt(value, 10);
  if (language === 'en' || Number.isNaN(n)) return value;
  return language === 'fr' ? `${number(n, 'fr')} membres` : `${number(n, 'ar')} عضوًا`;
}

/** "April 2021" → "avril 2021", "أبريل 2021". */
function monthYearIn(value: string, language: ApiLanguage): string {
  const date = new Date(`1 ${value} UTC`);
  if (language === 'en' || Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(locales[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

const fact = (f: ProfileFact, value: (v: string) => string, language: ApiLanguage): ProfileFact => ({
  ...f,
  property: tr(f.property, language),
  value: value(f.value),
});

export function localiseHeader(h: ProfileHeader, language: ApiLanguage): ProfileHeader {
  return {
    ...h,
    location: tr(h.location, language),
    joiningDate: monthYearIn(h.joiningDate, language),
    designation: tr(h.designation, language),
  };
}

export function localiseSections(s: ProfileSections, language: ApiLanguage): ProfileSections {
  const text = (v: string) => tr(v, language);
  const same = (v: string) => v;
  return {
    about: s.about.map((f) => fact(f, text, language)),
    contacts: s.contacts.map((f) => fact(f, same, language)),
    teams: s.teams.map((f) => fact(f, (v) => membersIn(v, language), language)),
    overview: s.overview.map((f) => fact(f, (v) => countIn(v, language), language)),
    connections: s.connections,
    teamsTech: s.teamsTech.map((t) => ({
      ...t,
      title: tr(t.title, language),
      chipText: teamKindIn(t.chipText, language),
    })),
  };
}

export const localiseTeams = (teams: ProfileTeam[], language: ApiLanguage): ProfileTeam[] =>
  teams.map((t) => ({
    ...t,
    title: tr(t.title, language),
    description: tr(t.description, language),
    chips: t.chips.map((c) => ({ ...c, title: tr(c.title, language) })),
  }));

/** Budgets stay "$48k": money is in US dollars on this page, as the spec's data says (docs/decisions.md). */
export const localiseProjects = (projects: ProfileProject[], language: ApiLanguage): ProfileProject[] =>
  projects.map((p) => ({
    ...p,
    title: tr(p.title, language),
    description: tr(p.description, language),
    hours: language === 'ar' ? p.hours.replace(/ h$/, ' س') : p.hours,
  }));

export const localiseConnections = (people: ProfileConnection[], language: ApiLanguage): ProfileConnection[] =>
  people.map((p) => ({ ...p, designation: designationIn(p.designation, language) }));
