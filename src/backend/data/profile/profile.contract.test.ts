import { get, getIn } from '@/mocks/test-client';
import {
  profileConnectionSchema,
  profileHeaderSchema,
  profileProjectSchema,
  profileSectionsSchema,
  profileTeamSchema,
  type ProfileHeaderAnswer,
} from '@/features/profile/api/types';

const url = '/api/pages/profile';

describe('GET /api/pages/profile', () => {
  it('tab=profile (and no tab) answers about, contacts, teams, overview, connections and teamsTech', async () => {
    const withTab = await get(url, { tab: 'profile' });
    const without = await get(url);
    expect(withTab.status).toBe(200);
    expect(without.body).toEqual(withTab.body);
    const sections = profileSectionsSchema.parse(withTab.body);
    expect(Object.keys(sections).sort()).toEqual([
      'about',
      'connections',
      'contacts',
      'overview',
      'teams',
      'teamsTech',
    ]);
    expect(sections.about.find((f) => f.key === 'role')?.value).toBe('Développeuse'); // French by default
    expect(sections.connections.some((c) => c.isFriend)).toBe(true);
  });

  it('tab=teams answers teams with avatar groups and chips', async () => {
    const { body } = await get(url, { tab: 'teams' });
    expect(
      profileTeamSchema
        .array()
        .min(1)
        .parse(body)
        .every((t) => t.chips.length > 0),
    ).toBe(true);
  });

  it('tab=projects answers projects with success, warning and error chips', async () => {
    const { body } = await get(url, { tab: 'projects' });
    const projects = profileProjectSchema.array().parse(body);
    expect(new Set(projects.map((p) => p.chipColor))).toEqual(new Set(['success', 'warning', 'error']));
    expect(
      projects.every((p) => p.tasks === `${p.completedTask}/${p.totalTask}` && p.completedTask <= p.totalTask),
    ).toBe(true);
  });

  it('tab=connections answers connections with isConnected and the isFriend flag', async () => {
    const { body } = await get(url, { tab: 'connections' });
    const connections = profileConnectionSchema.array().parse(body);
    expect(new Set(connections.map((c) => c.isConnected))).toEqual(new Set([true, false]));
    expect(connections.every((c) => typeof c.isFriend === 'boolean')).toBe(true);
  });

  it.each(['about', 'contacts', 'overview', 'teamsTech'] as const)(
    'tab=%s answers that section of the profile',
    async (tab) => {
      const { status, body } = await get(url, { tab });
      expect(status).toBe(200);
      const sections = profileSectionsSchema.parse((await get(url)).body);
      expect(body).toEqual(sections[tab]);
      expect((body as unknown[]).length).toBeGreaterThan(0);
    },
  );

  it('tab=profileHeader answers the header', async () => {
    const { status, body } = await get(url, { tab: 'profileHeader' });
    expect(status).toBe(200);
    expect(profileHeaderSchema.parse(body).designation).toBe('Développeuse');
  });

  it.each(['nope', '__proto__', 'constructor'])('answers 404 for the unknown tab %s', async (tab) => {
    const { status, body } = await get(url, { tab });
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Onglet inconnu' });
  });
});

describe('GET /api/pages/profile/header', () => {
  it('answers the profile header', async () => {
    const { status, body } = await get('/api/pages/profile/header');
    expect(status).toBe(200);
    expect(profileHeaderSchema.parse(body).designation).toBe('Développeuse');
  });

  it('also answers the same header under profileHeader, the name docs/spec.md §7 gives, with the Connect button’s state', async () => {
    const { body } = await get<ProfileHeaderAnswer>('/api/pages/profile/header');
    const { profileHeader, ...header } = body;
    expect(profileHeaderSchema.parse(profileHeader)).toEqual(profileHeaderSchema.parse(header));
    expect(Object.keys(profileHeader).sort()).toEqual([
      'coverImg',
      'designation',
      'fullName',
      'isConnected',
      'joiningDate',
      'location',
      'profileImg',
    ]);
  });
});

describe('the profile in the language asked for', () => {
  const about = (lng: string) =>
    getIn<ReturnType<typeof profileSectionsSchema.parse>>(lng, url).then(({ body }) =>
      profileSectionsSchema.parse(body),
    );
  const valueOf = (s: Awaited<ReturnType<typeof about>>, list: 'about' | 'overview' | 'teams', key: string) =>
    s[list].find((f) => f.key === key)!.value.replace(/\s/g, ' ');

  it.each([
    ['fr', 'Développeuse', 'En activité', 'Français, anglais', '13,5 k', '126 membres', 'avril 2021'],
    ['en', 'Developer', 'Active', 'French, English', '13.5k', '126 Members', 'April 2021'],
    ['ar', 'مطوّرة', 'نشطة', 'الفرنسية، الإنجليزية', '13.5 ألف', '126 عضوًا', 'أبريل 2021'],
  ])(
    '%s: values, counts and the header, with the same keys and shapes',
    async (lng, role, status, languages, tasks, members, joined) => {
      const s = await about(lng);
      expect(valueOf(s, 'about', 'role')).toBe(role);
      expect(valueOf(s, 'about', 'status')).toBe(status);
      expect(valueOf(s, 'about', 'languages')).toBe(languages);
      expect(valueOf(s, 'overview', 'tasksCompiled')).toBe(tasks);
      expect(valueOf(s, 'teams', 'backend')).toBe(members);
      expect(s.about.map((f) => f.key)).toEqual(['fullName', 'status', 'role', 'country', 'languages']);
      // A team's kind is not the person's designation: "Développement", not "Développeuse".
      if (lng === 'fr') expect(s.teamsTech[0]!.chipText).toBe('Développement');
      const { body } = await getIn<ProfileHeaderAnswer>(lng, '/api/pages/profile/header');
      expect(profileHeaderSchema.parse(body)).toMatchObject({
        designation: role,
        joiningDate: joined,
        fullName: 'Aïcha Mbemba',
      });
      expect(body.profileHeader).toEqual(profileHeaderSchema.parse(body));
    },
  );

  it('writes team, project and connection texts in French and Arabic; names of people and products stay', async () => {
    const teams = (await getIn<unknown[]>('fr', url, { tab: 'teams' })).body.map((t) => profileTeamSchema.parse(t));
    expect(teams.map((t) => t.title)).toContain('Cloud et réseau');
    expect(teams.flatMap((t) => t.chips.map((c) => c.title))).toEqual(expect.arrayContaining(['React', 'Ventes']));
    const projects = (await getIn<unknown[]>('ar', url, { tab: 'projects' })).body.map((p) =>
      profileProjectSchema.parse(p),
    );
    expect(projects[0]).toMatchObject({ title: 'تتبّع الكاكاو', client: 'Ministère de l’Agriculture' });
    expect(projects[0]!.hours).toMatch(/^\d+ س$/);
    expect(projects[0]!.budget).toMatch(/^\$\d+k$/);
    const en = (await getIn<unknown[]>('en', url, { tab: 'connections' })).body.map((c) =>
      profileConnectionSchema.parse(c),
    );
    const fr = (await getIn<unknown[]>('fr', url, { tab: 'connections' })).body.map((c) =>
      profileConnectionSchema.parse(c),
    );
    expect(fr.map((c) => c.name)).toEqual(en.map((c) => c.name));
    expect(fr.map((c) => c.designation)).toContain('Analyste de données');
    expect(en.map((c) => c.designation)).toContain('Data Analyst');
  });
});
