import { http, HttpResponse } from 'msw';
import { delay, requestLanguage, safe, type ApiLanguage } from '@/mocks/utils';
import { profileTabs, type ProfileTab, type ProfileTabData } from '../api/types';
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

function isTab(value: string): value is ProfileTab {
  return (profileTabs as readonly string[]).includes(value);
}

export const profileHandlers = [
  http.get(
    '*/api/pages/profile',
    safe(async ({ request }) => {
      await delay();
      const tab = new URL(request.url).searchParams.get('tab') || 'profile';
      if (!isTab(tab)) return HttpResponse.json({ message: 'Unknown tab' }, { status: 404 });
      return HttpResponse.json(tabData(requestLanguage(request))[tab]);
    }),
  ),
  http.get(
    '*/api/pages/profile/header',
    safe(async ({ request }) => {
      await delay();
      const header = localiseHeader(profileHeader, requestLanguage(request));
      // docs/spec.md §7 answers "profileHeader": the object itself, and the same under that name.
      return HttpResponse.json({ ...header, profileHeader: header });
    }),
  ),
];
