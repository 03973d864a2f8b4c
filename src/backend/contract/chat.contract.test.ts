// @vitest-environment node
import { languages } from './calls';
import { memoryStore, sqlStores, type StoreUnderTest } from './stores';

type Opened = Awaited<ReturnType<StoreUnderTest['open']>>;
type Call = [who: 'aicha' | 'michel', method: string, path: string, body?: unknown];

/** A message written during the run is stamped with the clock: the moment differs between stores. */
const writtenNow = new RegExp(`"sentAt":"${new Date().toISOString().slice(0, 10)}T[^"]+"`, 'g');

async function signIn(opened: Opened, email: string, password: string) {
  const response = await opened.api.request('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await response.json()) as { accessToken: string }).accessToken;
}

const reads: Call[] = [
  ['aicha', 'GET', '/api/apps/chat'],
  ['michel', 'GET', '/api/apps/chat'],
  ...['3', '101', '102', '104', '105', '108', '1', '999', 'x', '1.5', '0101'].map((id): Call => [
    'aicha',
    'GET',
    `/api/apps/chat/conversations/${id}`,
  ]),
  ['michel', 'GET', '/api/apps/chat/conversations/107'],
];

const writes: Call[] = [
  ['aicha', 'POST', '/api/apps/chat/conversations/101/messages', { text: 'Oui, la version arabe est prévue 🇹🇩' }],
  ['aicha', 'POST', '/api/apps/chat/conversations/101/messages', { text: ' ' }],
  ['aicha', 'POST', '/api/apps/chat/conversations/101/messages', { text: 'x'.repeat(2001) }],
  ['aicha', 'POST', '/api/apps/chat/conversations/101/messages', { text: 'nul\u0000' }],
  ['aicha', 'POST', '/api/apps/chat/conversations/999/messages', { text: 'Allô ?' }],
  ['aicha', 'POST', '/api/apps/chat/conversations/3/messages', { text: 'Michel, tu peux rappeler Franck ?' }],
  ['michel', 'POST', '/api/apps/chat/conversations/1/messages', { text: 'C’est fait.\nIl est satisfait.' }],
  ['aicha', 'POST', '/api/apps/chat/conversations/101/read'],
  ['aicha', 'POST', '/api/apps/chat/conversations/101/read'],
  ['michel', 'POST', '/api/apps/chat/conversations/1/read'],
  ['aicha', 'POST', '/api/apps/chat/conversations/2/read'],
  ['michel', 'PUT', '/api/apps/chat/presence', { presence: 'busy' }],
  ['michel', 'PUT', '/api/apps/chat/presence', { presence: 'sleeping' }],
  ['aicha', 'PUT', '/api/apps/chat/presence', { presence: 'away' }],
];

/** docs/api.md "Chat": the SQL stores answer the chat's calls as the in-memory store does, byte for byte. */
describe.each(sqlStores)('the $name store answers the chat as the in-memory store', (sqlStore) => {
  const opened: Array<{ store: Opened; tokens: Record<Call[0], string> }> = [];
  beforeAll(async () => {
    for (const store of await Promise.all([memoryStore.open(), sqlStore.open()])) {
      const michel = await signIn(store, 'support@demo.com', 'support');
      opened.push({ store, tokens: { aicha: store.adminToken, michel } });
    }
  }, 120_000);
  afterAll(() => Promise.all(opened.map(({ store }) => store.close())));

  const answer = async (index: number, [who, method, path, body]: Call, language = 'fr') => {
    const { store, tokens } = opened[index]!;
    const response = await store.api.request(path, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: {
        Authorization: `Bearer ${tokens[who]}`,
        'Accept-Language': language,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
    });
    return { who, method, path, status: response.status, text: (await response.text()).replace(writtenNow, 'now') };
  };

  it('answers the reads, then the writes, then the reads again, alike in every language', async () => {
    for (const language of languages) {
      for (const call of reads) expect(await answer(1, call, language)).toEqual(await answer(0, call, language));
    }
    for (const call of writes) expect(await answer(1, call)).toEqual(await answer(0, call));
    for (const language of languages) {
      for (const call of reads) expect(await answer(1, call, language)).toEqual(await answer(0, call, language));
    }
  });
});
