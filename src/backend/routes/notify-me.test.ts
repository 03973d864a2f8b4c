// @vitest-environment node
import { createCollections } from '@/mocks/db';
import { createApi } from '../app';
import { createMemoryStore } from '../memory-store';

const send = (app: ReturnType<typeof createApi>, body: unknown, language = 'fr') =>
  app.request('/api/notify-me', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
    body: JSON.stringify(body),
  });
const open = (store = createMemoryStore(createCollections()), address = '198.51.100.9') =>
  createApi(store, { clientAddress: () => address });

describe('POST /api/notify-me (docs/api.md, "Notify me")', () => {
  it('answers 201 for a new address and 200 for one already on the list, whatever its case', async () => {
    const app = open();
    const first = await send(app, { email: '  Awa@Okoume.ga ' });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ email: 'awa@okoume.ga', alreadySubscribed: false });
    const again = await send(app, { email: 'awa@okoume.ga' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ email: 'awa@okoume.ga', alreadySubscribed: true });
  });

  it("answers 400 with the form's field errors for a missing, empty or malformed address", async () => {
    const app = open();
    for (const [body, message] of [
      [{}, 'notify.errors.required'],
      [{ email: '   ' }, 'notify.errors.required'],
      [{ email: 'awa@' }, 'notify.errors.invalid'],
      [{ email: `${'a'.repeat(250)}@x.ga` }, 'notify.errors.invalid'],
    ] as const) {
      const answer = await send(app, body);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ errors: { email: [message] } });
    }
    expect((await send(app, [1])).status).toBe(400);
  });

  it('takes 5 sign-ups per address in 10 minutes, then answers 429 in the reader’s language', async () => {
    const store = createMemoryStore(createCollections());
    const app = open(store);
    for (let i = 0; i < 5; i++) expect((await send(app, { email: `n${i}@okoume.ga` })).status).toBe(201);
    for (let i = 0; i < 3; i++) expect((await send(app, { email: 'nope' })).status).toBe(400);
    const refused = await send(app, { email: 'six@okoume.ga' }, 'ar');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(9 * 60);
    expect(await refused.json()).toEqual({ message: 'تسجيلات كثيرة من هذا العنوان. أعد المحاولة بعد 10 دقيقة.' });
    // Another address has its own count on the same list.
    expect((await send(open(store, '203.0.113.4'), { email: 'six@okoume.ga' })).status).toBe(201);
  });
});
