import {
  contactMessageListSchema,
  type ContactMessage,
  type ContactMessageList,
} from '@/features/contact-messages/api/types';
import { resetDb } from '@/mocks/db';
import { call, get } from '@/mocks/test-client';

const url = '/api/contact/messages';
const post = (body: object) =>
  call<{ id: string }>(
    'POST',
    '/api/contact',
    {},
    {
      fullName: 'Prisca Mengue',
      email: 'prisca@example.ga',
      subject: 'Devis',
      message: 'Un devis pour un site, svp.',
      recaptchaResponse: 'ok',
      ...body,
    },
  );

beforeEach(() => resetDb());

describe('GET /api/contact/messages', () => {
  it('answers the seeded messages, newest first', async () => {
    const { status, body } = await get<ContactMessageList>(url);
    expect(status).toBe(200);
    const list = contactMessageListSchema.parse(body);
    expect(list.total).toBe(6);
    const dates = list.messages.map((m) => m.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('shows a posted message first, received now and not handled', async () => {
    const before = Date.now();
    const { status, body } = await post({});
    expect(status).toBe(201);
    const list = (await get<ContactMessageList>(url)).body;
    expect(list.total).toBe(7);
    expect(list.messages[0]).toMatchObject({ id: body.id, fullName: 'Prisca Mengue', handled: false });
    expect(list.messages[0]).not.toHaveProperty('recaptchaResponse');
    expect(Date.parse(list.messages[0]!.createdAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('searches name, e-mail, subject and text, ignoring case, and pages', async () => {
    expect((await get<ContactMessageList>(url, { q: 'EXCEL' })).body.total).toBe(1);
    expect((await get<ContactMessageList>(url, { q: 'example.ga' })).body.total).toBe(3);
    expect((await get<ContactMessageList>(url, { q: '.*' })).body.total).toBe(0);
    const page = (await get<ContactMessageList>(url, { itemsPerPage: 4, page: 2 })).body;
    expect(page).toMatchObject({ total: 6 });
    expect(page.messages).toHaveLength(2);
  });
});

describe('GET, PATCH and DELETE /api/contact/messages/:id', () => {
  it('answers one message, or 404', async () => {
    const { body } = await post({});
    expect((await get<ContactMessage>(`${url}/${body.id}`)).body).toMatchObject({ id: body.id, subject: 'Devis' });
    expect(await get(`${url}/msg-9999`)).toMatchObject({ status: 404, body: { message: 'Message introuvable' } });
  });

  it('marks a message handled and back', async () => {
    const { status, body } = await call<ContactMessage>('PATCH', `${url}/msg-0003`, {}, { handled: true });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 'msg-0003', handled: true });
    expect((await get<ContactMessage>(`${url}/msg-0003`)).body.handled).toBe(true);
    expect((await call<ContactMessage>('PATCH', `${url}/msg-0003`, {}, { handled: false })).body.handled).toBe(false);
  });

  it('answers 400 for a bad body and 404 for an unknown message', async () => {
    for (const body of [{}, { handled: 'yes' }, '[]', 'nope']) {
      const answer = await call<{ errors: Record<string, string[]> }>('PATCH', `${url}/msg-0003`, {}, body);
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.errors)).toHaveLength(1);
    }
    expect((await call('PATCH', `${url}/msg-9999`, {}, { handled: true })).status).toBe(404);
  });

  it('deletes: 204, then 404; the next id is above the highest in use', async () => {
    expect((await call('DELETE', `${url}/msg-0003`)).status).toBe(204);
    expect((await call('DELETE', `${url}/msg-0003`)).status).toBe(404);
    expect((await get<ContactMessageList>(url)).body.total).toBe(5);
    expect((await post({})).body.id).toBe('msg-0007');
  });
});
