// @vitest-environment node
import { createCollections } from '@/mocks/db';
import type { ProfileConnection, ProfileHeaderAnswer, ProfileSections } from '@/features/profile/api/types';
import { createApi } from '../app';
import { tokenFor } from '../auth/accounts';
import { createMemoryStore } from '../memory-store';

type Api = ReturnType<typeof createApi>;
const admin = tokenFor(1);
const support = tokenFor(3);

const send = async <T>(api: Api, method: string, path: string, token: string | null = admin, language = 'en') => {
  const response = await api.request(`/api/pages/profile${path}`, {
    method,
    headers: { 'Accept-Language': language, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
};

const people = async (api: Api, token = admin) =>
  (await send<ProfileConnection[]>(api, 'GET', '?tab=connections', token)).body;
const overviewConnections = async (api: Api, token = admin, language = 'en') =>
  (await send<ProfileSections>(api, 'GET', '', token, language)).body.overview.find((f) => f.key === 'connections')
    ?.value;

/** docs/api.md, "Pages": the profile's Connect buttons, kept per signed-in user. */
describe('the profile’s connections', () => {
  let api: Api;
  beforeEach(() => {
    api = createApi(createMemoryStore(createCollections()));
  });

  it('numbers the Connections tab’s people, the id their button’s calls name', async () => {
    expect((await people(api)).map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('connects with a person and leaves them: the card’s state, friend mark and count follow, and stay', async () => {
    const before = await people(api);
    const stranger = before.find((p) => !p.isConnected)!;
    const connected = await send<ProfileConnection>(api, 'PUT', `/connections/${stranger.id}`);
    expect(connected).toEqual({
      status: 200,
      body: { ...stranger, isConnected: true, isFriend: true, connections: stranger.connections + 1 },
    });
    expect((await people(api)).find((p) => p.id === stranger.id)).toEqual(connected.body);
    // Connecting twice changes nothing more.
    expect((await send(api, 'PUT', `/connections/${stranger.id}`)).body).toEqual(connected.body);
    const left = await send<ProfileConnection>(api, 'DELETE', `/connections/${stranger.id}`);
    expect(left).toEqual({ status: 200, body: stranger });

    const friend = before.find((p) => p.isConnected)!;
    const gone = await send<ProfileConnection>(api, 'DELETE', `/connections/${friend.id}`);
    expect(gone.body).toMatchObject({ isConnected: false, isFriend: false, connections: friend.connections - 1 });
  });

  it('keeps each signed-in user’s own connections', async () => {
    const [first] = await people(api);
    await send(api, first!.isConnected ? 'DELETE' : 'PUT', `/connections/${first!.id}`);
    expect((await people(api))[0]!.isConnected).toBe(!first!.isConnected);
    expect((await people(api, support))[0]!.isConnected).toBe(first!.isConnected);
  });

  it('the header’s button: leaving the profile’s person lowers their count of connections, in every language', async () => {
    expect((await send<ProfileHeaderAnswer>(api, 'GET', '/header')).body).toMatchObject({
      isConnected: true,
      profileHeader: { isConnected: true },
    });
    expect(await overviewConnections(api)).toBe('897');
    const left = await send<ProfileHeaderAnswer>(api, 'DELETE', '/connection');
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({
      fullName: 'Aïcha Mbemba',
      isConnected: false,
      profileHeader: { isConnected: false },
    });
    expect(await overviewConnections(api)).toBe('896');
    expect(await overviewConnections(api, admin, 'ar')).toBe('896');
    expect((await send(api, 'GET', '?tab=profileHeader')).body).toMatchObject({ isConnected: false });
    expect(await overviewConnections(api, support)).toBe('897');
    expect((await send<ProfileHeaderAnswer>(api, 'PUT', '/connection')).body.isConnected).toBe(true);
    expect(await overviewConnections(api)).toBe('897');
  });

  it.each(['0', '10', 'x', '1.5'])(
    'answers 404 for the unknown connection %s, in the reader’s language',
    async (id) => {
      expect(await send(api, 'PUT', `/connections/${id}`, admin, 'fr')).toEqual({
        status: 404,
        body: { message: 'Relation introuvable' },
      });
    },
  );

  it('asks a visitor to sign in and refuses the client account', async () => {
    expect((await send(api, 'PUT', '/connections/1', null)).status).toBe(401);
    expect((await send(api, 'DELETE', '/connection', tokenFor(2))).status).toBe(403);
  });

  it('records the writes in the audit trail as changes of a page', async () => {
    await send(api, 'PUT', '/connections/2');
    await send(api, 'DELETE', '/connection');
    await send(api, 'PUT', '/connections/99');
    const trail = await api.request('/api/audit?sortBy=at&orderBy=asc', {
      headers: { Authorization: `Bearer ${admin}` },
    });
    const { entries } = (await trail.json()) as { entries: Array<Record<string, unknown>> };
    expect(entries.map(({ action, subject, recordId, fields }) => ({ action, subject, recordId, fields }))).toEqual([
      { action: 'update', subject: 'Page', recordId: '2', fields: [] },
      { action: 'update', subject: 'Page', recordId: null, fields: [] },
    ]);
  });
});
