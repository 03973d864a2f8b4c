// @vitest-environment node
import { tokenFor } from '../auth/accounts';
import { memoryStore, sqlStores, type StoreUnderTest } from './stores';
import { languages } from './calls';

type Opened = Awaited<ReturnType<StoreUnderTest['open']>>;
type Call = [method: string, path: string];

const profile = '/api/pages/profile';
/** Every answer the Connect buttons change, read before and after the writes. */
const reads: Call[] = [
  ['GET', profile],
  ['GET', `${profile}?tab=overview`],
  ['GET', `${profile}?tab=connections`],
  ['GET', `${profile}?tab=profileHeader`],
  ['GET', `${profile}/header`],
];
const writes: Call[] = [
  ['PUT', `${profile}/connections/1`],
  ['PUT', `${profile}/connections/1`],
  ['DELETE', `${profile}/connections/2`],
  ['DELETE', `${profile}/connections/3`],
  ['PUT', `${profile}/connections/3`],
  ['PUT', `${profile}/connections/10`],
  ['DELETE', `${profile}/connections/x`],
  ['DELETE', `${profile}/connection`],
  ['DELETE', `${profile}/connection`],
];

async function answer(opened: Opened, [method, path]: Call, language: string, token = opened.adminToken) {
  const response = await opened.api.request(path, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': language },
  });
  return { method, path, language, status: response.status, text: await response.text() };
}

/** docs/server.md: every SQL store keeps each user's profile connections as the in-memory store does. */
describe.each(sqlStores)('the $name store keeps the profile’s connections as the in-memory store', (sqlStore) => {
  let memory: Opened;
  let database: Opened;
  beforeAll(async () => {
    [memory, database] = await Promise.all([memoryStore.open(), sqlStore.open()]);
  }, 120_000);
  afterAll(() => Promise.all([memory, database].map((o) => o?.close())));

  it('answers the reads, the writes and the reads after them the same, in every language', async () => {
    for (const language of languages) {
      for (const call of [...reads, ...writes, ...reads]) {
        expect(await answer(database, call, language)).toEqual(await answer(memory, call, language));
      }
    }
    const header = JSON.parse((await answer(database, ['GET', `${profile}/header`], 'en')).text) as object;
    expect(header).toMatchObject({ isConnected: false });
  });

  it('keeps another user’s page as the sample until they change it', async () => {
    // The second administrator signs in with the spec's sample token in memory, a session of its own in SQL.
    const login = async (opened: Opened) => {
      const response = await opened.api.request('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'support@demo.com', password: 'support' }),
      });
      return ((await response.json()) as { accessToken: string }).accessToken;
    };
    const [fromMemory, fromDatabase] = [await login(memory), await login(database)];
    expect(fromMemory).toBe(tokenFor(3));
    for (const call of [...reads, ['PUT', `${profile}/connections/4`] as Call, ...reads]) {
      expect(await answer(database, call, 'fr', fromDatabase)).toEqual(await answer(memory, call, 'fr', fromMemory));
    }
    const header = JSON.parse((await answer(database, ['GET', `${profile}/header`], 'fr', fromDatabase)).text);
    expect(header).toMatchObject({ isConnected: true });
  });
});
