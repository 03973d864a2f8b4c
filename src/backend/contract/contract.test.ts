// @vitest-environment node
import { detailCalls, languages, listCalls } from './calls';
import { memoryStore, sqlStores, type StoreUnderTest } from './stores';

type Opened = Awaited<ReturnType<StoreUnderTest['open']>>;

async function answer(opened: Opened, path: string, init: RequestInit = {}, language = 'fr') {
  const response = await opened.api.request(path, {
    ...init,
    headers: { 'Accept-Language': language, ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
  });
  return { status: response.status, text: await response.text() };
}

/**
 * docs/server.md "One API, two hosts": each SQL store answers every call exactly as the in-memory store of the
 * static demo does: the same status and the same body, byte for byte, in every language.
 */
describe.each(sqlStores)('the $name store answers as the in-memory store', (sqlStore) => {
  let memory: Opened;
  let database: Opened;
  beforeAll(async () => {
    [memory, database] = await Promise.all([memoryStore.open(), sqlStore.open()]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([memory?.close(), database?.close()]);
  });

  it.each(languages)('answers every read call the same in %s', async (language) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const path of [...listCalls(), ...detailCalls]) {
      const expected = await answer(memory, path, {}, language);
      expect({ path, ...(await answer(database, path, {}, language)) }).toEqual({ path, ...expected });
    }
    warn.mockRestore();
  });

  it('answers writes the same, and the next reads show them', async () => {
    const writes: Array<[string, string, unknown?]> = [
      ['DELETE', '/api/apps/ecommerce/products/3'],
      ['DELETE', '/api/apps/ecommerce/products/3'],
      ['DELETE', '/api/apps/ecommerce/orders/5'],
      ['DELETE', '/api/apps/ecommerce/orders/99999'],
      ['DELETE', '/api/apps/ecommerce/reviews/2'],
      ['DELETE', '/api/apps/users/4'],
      ['POST', '/api/apps/users', { fullName: 'Nadia Obiang', email: 'nadia@okoume.ga', role: 'editor', id: 1 }],
      ['POST', '/api/apps/users', { fullName: 'Paul Ndong', email: 'paul@okoume.ga' }],
      ['POST', '/api/apps/users', [1, 2]],
      ['POST', '/api/contact', { fullName: 'A B', email: 'a@b.cd', subject: 'Devis', message: 'Bonjour' }],
      ['POST', '/api/contact', { fullName: '', email: 'nope' }],
    ];
    for (const [method, path, body] of writes) {
      const init = { method, body: body === undefined ? undefined : JSON.stringify(body) };
      const expected = await answer(memory, path, init);
      expect({ method, path, ...(await answer(database, path, init)) }).toEqual({ method, path, ...expected });
    }
    for (const path of [
      '/api/apps/ecommerce/products?itemsPerPage=100',
      '/api/apps/ecommerce/orders?itemsPerPage=100&sortBy=spent',
      '/api/apps/ecommerce/reviews?itemsPerPage=100',
      '/api/apps/users?itemsPerPage=100&sortBy=user&orderBy=desc',
      '/api/apps/users/21',
      '/api/apps/users/22',
    ]) {
      expect({ path, ...(await answer(database, path)) }).toEqual({ path, ...(await answer(memory, path)) });
    }
  });
});
