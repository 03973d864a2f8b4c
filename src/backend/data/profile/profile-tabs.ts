import type { ApiLanguage } from '@/mocks/utils';
import {
  profileTabs,
  type ProfileConnection,
  type ProfileHeader,
  type ProfileSections,
  type ProfileTab,
  type ProfileTabData,
} from '@/features/profile/api/types';
import { profileHeader, profileSections } from './seed';
import { seedProfileConnections, seedProfileProjects, seedProfileTeams } from './seed-lists';
import {
  localiseConnections,
  localiseHeader,
  localiseProjects,
  localiseSections,
  localiseTeams,
} from './localise-profile';

const teams = seedProfileTeams();
const projects = seedProfileProjects();
const connections = seedProfileConnections();

/** What the signed-in user's connections change on the page, before localising (the API applies them). */
export interface ProfileSample {
  header: ProfileHeader;
  sections: ProfileSections;
  connections: ProfileConnection[];
}

export const profileSample = (): ProfileSample => ({ header: profileHeader, sections: profileSections, connections });

/** Every tab's answer in the language asked for (docs/api.md, "Language"). */
function tabData(language: ApiLanguage, sample: ProfileSample): ProfileTabData {
  const sections = localiseSections(sample.sections, language);
  return {
    profile: sections,
    about: sections.about,
    contacts: sections.contacts,
    overview: sections.overview,
    teamsTech: sections.teamsTech,
    teams: localiseTeams(teams, language),
    projects: localiseProjects(projects, language),
    connections: localiseConnections(sample.connections, language),
    profileHeader: localiseHeader(sample.header, language),
  };
}

const isTab = (value: string): value is ProfileTab => (profileTabs as readonly string[]).includes(value);

/** One tab of GET /api/pages/profile (docs/api.md), or undefined for an unknown tab. */
export function profileTabIn(
  tab: string,
  language: ApiLanguage,
  sample = profileSample(),
): ProfileTabData[ProfileTab] | undefined {
  return isTab(tab) ? tabData(language, sample)[tab] : undefined;
}

export const profileHeaderIn = (language: ApiLanguage, sample = profileSample()) =>
  localiseHeader(sample.header, language);
