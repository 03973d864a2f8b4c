import type { ApiLanguage } from '@/mocks/utils';
import { profileTabs, type ProfileTab, type ProfileTabData } from '@/features/profile/api/types';
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

/** Every tab's answer in the language asked for (docs/api.md, "Language"). */
function tabData(language: ApiLanguage): ProfileTabData {
  const sections = localiseSections(profileSections, language);
  return {
    profile: sections,
    about: sections.about,
    contacts: sections.contacts,
    overview: sections.overview,
    teamsTech: sections.teamsTech,
    teams: localiseTeams(teams, language),
    projects: localiseProjects(projects, language),
    connections: localiseConnections(connections, language),
    profileHeader: localiseHeader(profileHeader, language),
  };
}

const isTab = (value: string): value is ProfileTab => (profileTabs as readonly string[]).includes(value);

/** One tab of GET /api/pages/profile (docs/api.md), or undefined for an unknown tab. */
export function profileTabIn(tab: string, language: ApiLanguage): ProfileTabData[ProfileTab] | undefined {
  return isTab(tab) ? tabData(language)[tab] : undefined;
}

export const profileHeaderIn = (language: ApiLanguage) => localiseHeader(profileHeader, language);
