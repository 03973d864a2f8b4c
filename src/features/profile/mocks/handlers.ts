import { http, HttpResponse } from 'msw';
import { delay, safe } from '@/mocks/utils';
import { profileTabs, type ProfileTab, type ProfileTabData } from '../api/types';
import { profileHeader, profileSections } from './seed';
import { seedProfileConnections, seedProfileProjects, seedProfileTeams } from './seed-lists';

const tabData: ProfileTabData = {
  profile: profileSections,
  about: profileSections.about,
  contacts: profileSections.contacts,
  overview: profileSections.overview,
  teamsTech: profileSections.teamsTech,
  teams: seedProfileTeams(),
  projects: seedProfileProjects(),
  connections: seedProfileConnections(),
  profileHeader,
};

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
      return HttpResponse.json(tabData[tab]);
    }),
  ),
  http.get(
    '*/api/pages/profile/header',
    safe(async () => {
      await delay();
      // SPEC §7 answers "profileHeader": the object itself, and the same under that name.
      return HttpResponse.json({ ...profileHeader, profileHeader });
    }),
  ),
];
