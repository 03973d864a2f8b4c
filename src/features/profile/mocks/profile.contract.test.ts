import { get } from '@/mocks/test-client';
import {
  profileConnectionSchema,
  profileHeaderSchema,
  profileProjectSchema,
  profileSectionsSchema,
  profileTeamSchema,
  type ProfileHeaderAnswer,
} from '../api/types';

const url = '/api/pages/profile';

describe('GET /api/pages/profile', () => {
  it('tab=profile (and no tab) answers about, contacts, teams, overview, connections and teamsTech', async () => {
    const withTab = await get(url, { tab: 'profile' });
    const without = await get(url);
    expect(withTab.status).toBe(200);
    expect(without.body).toEqual(withTab.body);
    const sections = profileSectionsSchema.parse(withTab.body);
    expect(Object.keys(sections).sort()).toEqual(['about', 'connections', 'contacts', 'overview', 'teams', 'teamsTech']);
    expect(sections.about.find((f) => f.key === 'role')?.value).toBe('Developer');
    expect(sections.connections.some((c) => c.isFriend)).toBe(true);
  });

  it('tab=teams answers teams with avatar groups and chips', async () => {
    const { body } = await get(url, { tab: 'teams' });
    expect(profileTeamSchema.array().min(1).parse(body).every((t) => t.chips.length > 0)).toBe(true);
  });

  it('tab=projects answers projects with success, warning and error chips', async () => {
    const { body } = await get(url, { tab: 'projects' });
    const projects = profileProjectSchema.array().parse(body);
    expect(new Set(projects.map((p) => p.chipColor))).toEqual(new Set(['success', 'warning', 'error']));
    expect(projects.every((p) => p.tasks === `${p.completedTask}/${p.totalTask}` && p.completedTask <= p.totalTask)).toBe(true);
  });

  it('tab=connections answers connections with isConnected and the isFriend flag', async () => {
    const { body } = await get(url, { tab: 'connections' });
    const connections = profileConnectionSchema.array().parse(body);
    expect(new Set(connections.map((c) => c.isConnected))).toEqual(new Set([true, false]));
    expect(connections.every((c) => typeof c.isFriend === 'boolean')).toBe(true);
  });

  it.each(['about', 'contacts', 'overview', 'teamsTech'] as const)('tab=%s answers that section of the profile', async (tab) => {
    const { status, body } = await get(url, { tab });
    expect(status).toBe(200);
    const sections = profileSectionsSchema.parse((await get(url)).body);
    expect(body).toEqual(sections[tab]);
    expect((body as unknown[]).length).toBeGreaterThan(0);
  });

  it('tab=profileHeader answers the header', async () => {
    const { status, body } = await get(url, { tab: 'profileHeader' });
    expect(status).toBe(200);
    expect(profileHeaderSchema.parse(body).designation).toBe('Developer');
  });

  it.each(['nope', '__proto__', 'constructor'])('answers 404 for the unknown tab %s', async (tab) => {
    const { status, body } = await get(url, { tab });
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Unknown tab' });
  });
});

describe('GET /api/pages/profile/header', () => {
  it('answers the profile header', async () => {
    const { status, body } = await get('/api/pages/profile/header');
    expect(status).toBe(200);
    expect(profileHeaderSchema.parse(body).designation).toBe('Developer');
  });

  it('also answers the same header under profileHeader, the name SPEC §7 gives', async () => {
    const { body } = await get<ProfileHeaderAnswer>('/api/pages/profile/header');
    const { profileHeader, ...header } = body;
    expect(profileHeaderSchema.parse(profileHeader)).toEqual(profileHeaderSchema.parse(header));
    expect(Object.keys(profileHeader).sort()).toEqual(
      ['coverImg', 'designation', 'fullName', 'joiningDate', 'location', 'profileImg'],
    );
  });
});
