import {
  emailDetailSchema,
  emailListSchema,
  emailSchema,
  type EmailDetail,
  type EmailList,
} from '@/features/email/api/types';
import { resetDb } from '@/mocks/db';
import { call, get, getIn } from '@/mocks/test-client';

const url = '/api/apps/email';
const mail = {
  to: ['serge.ondo@pg-logistique.ga', 'nouveau@client.ga'],
  cc: [],
  subject: 'Planning du projet',
  body: '<p>Voici le <strong>planning</strong>.</p>',
  attachments: [{ name: 'planning.pdf', size: 120_400, type: 'application/pdf' }],
  draft: false,
};

beforeEach(() => resetDb());

describe('GET /api/apps/email', () => {
  it("answers the signed-in user's inbox, newest first, with unread counts per folder", async () => {
    const { status, body } = await get<EmailList>(url, { itemsPerPage: 100 });
    expect(status).toBe(200);
    const list = emailListSchema.parse(body);
    expect(list.total).toBe(28);
    expect(list.emails.every((e) => e.folder === 'inbox')).toBe(true);
    const dates = list.emails.map((e) => e.sentAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list.counts).toEqual({ inbox: 7, sent: 0, draft: 2, starred: 3, spam: 3, trash: 0 });
    expect(list.emails[0]).toMatchObject({ subject: 'Urgent : le tableau de bord de production ne répond plus' });
    expect(list.emails[0]!.excerpt).toMatch(/^Bonjour, Depuis 7 h ce matin/);
  });

  it('answers the sample text in the reader’s language and searches it there', async () => {
    const en = await getIn<EmailList>('en', url, { q: 'quote' });
    expect(en.body.emails.map((e) => e.id)).toEqual([35, 17]);
    expect(en.body.emails[0]!.subject).toBe('RE: Quote request: Port-Gentil Logistique website redesign');
    const ar = await getIn<EmailList>('ar', url, { q: 'عرض سعر' });
    expect(ar.body.emails.map((e) => e.id)).toEqual([35, 17]);
    expect((await getIn<EmailList>('fr', url, { q: 'quote' })).body.total).toBe(0);
  });

  it('shows a folder, the starred view, a label outside trash and spam, and nothing for unknown values', async () => {
    const ids = async (query: Record<string, string>) =>
      (await get<EmailList>(url, { ...query, itemsPerPage: 100 })).body.emails.map((e) => e.id);
    expect(await ids({ folder: 'sent' })).toEqual([30, 24, 22, 18]);
    expect(await ids({ folder: 'starred' })).toEqual([39, 35, 34, 23]);
    expect(await ids({ label: 'private' })).toEqual([32, 16]);
    expect(await ids({ label: 'important', folder: 'sent' })).toEqual([24]);
    expect(await ids({ folder: 'archive' })).toEqual([]);
    expect(await ids({ label: 'work' })).toEqual([]);
  });

  it('refuses a visitor (401) and the client account (403)', async () => {
    expect((await call('GET', url, {}, undefined, 'en', 'visitor')).status).toBe(401);
    expect((await call('GET', url, {}, undefined, 'en', 'client')).status).toBe(403);
  });
});

describe('GET /api/apps/email/:id', () => {
  it('answers the message with its thread, oldest first', async () => {
    const { status, body } = await get<EmailDetail>(`${url}/35`);
    expect(status).toBe(200);
    const detail = emailDetailSchema.parse(body);
    expect(detail.thread.map((e) => e.id)).toEqual([17, 18, 35]);
    expect(detail.thread[0]!.attachments).toEqual([
      { name: 'cahier-des-charges-pgl.pdf', size: 1_284_530, type: 'application/pdf' },
    ]);
    expect((await get(`${url}/999`)).body).toEqual({ message: 'Message introuvable' });
    expect((await get(`${url}/x`)).status).toBe(404);
  });
});

describe('POST /api/apps/email', () => {
  it('sends: the message lands in Sent as written, in the thread it answers', async () => {
    const sent = await call('POST', url, {}, { ...mail, threadId: 17 }, 'en');
    expect(sent.status).toBe(201);
    const email = emailSchema.parse(sent.body);
    expect(email).toMatchObject({ id: 40, threadId: 17, folder: 'sent', subject: 'Planning du projet', read: true });
    expect(email.from).toEqual({ name: 'Aïcha Mbemba', email: 'admin@demo.com' });
    expect(email.to).toEqual([
      { name: 'Serge Ondo', email: 'serge.ondo@pg-logistique.ga' },
      { name: 'nouveau@client.ga', email: 'nouveau@client.ga' },
    ]);
    const inSent = (await getIn<EmailList>('ar', url, { folder: 'sent' })).body.emails[0]!;
    expect(inSent).toMatchObject({ id: 40, subject: 'Planning du projet', attachmentCount: 1 });
    expect((await get<EmailDetail>(`${url}/17`)).body.thread.map((e) => e.id)).toEqual([17, 18, 35, 40]);
  });

  it('keeps a draft even empty, and sends it later under its id', async () => {
    const draft = await call<{ id: number }>('POST', url, {}, { ...mail, to: [], subject: '', draft: true });
    expect(draft.status).toBe(201);
    expect((await get<EmailList>(url, { folder: 'draft' })).body.counts.draft).toBe(3);
    const sent = await call('POST', url, {}, { ...mail, draftId: draft.body.id });
    expect(sent.body).toMatchObject({ id: draft.body.id, folder: 'sent' });
    expect((await get<EmailList>(url, { folder: 'draft' })).body.counts.draft).toBe(2);
  });

  it('answers 400 with field keys for what the form refuses', async () => {
    const bad = await call('POST', url, {}, { ...mail, to: [], subject: ' ' });
    expect(bad).toMatchObject({
      status: 400,
      body: { errors: { to: ['validation.toRequired'], subject: ['validation.subjectRequired'] } },
    });
    const address = await call('POST', url, {}, { ...mail, to: ['serge.ondo@', 'ok@ok.ga'] });
    expect(address.body).toEqual({ errors: { to: ['validation.email'] } });
    const long = await call('POST', url, {}, { ...mail, body: 'x'.repeat(100_001) });
    expect(long.body).toEqual({ errors: { body: ['validation.tooLong'] } });
    const nul = await call('POST', url, {}, { ...mail, subject: 'a\u0000b' });
    expect(nul.body).toEqual({ errors: { subject: ['validation.character'] } });
    expect((await call('POST', url, {}, '[1]')).body).toEqual({ errors: { body: ['A JSON object is expected'] } });
  });
});

describe('PATCH, batch and DELETE', () => {
  it('stars, marks read, labels and moves one message', async () => {
    const { body } = await call(
      'PATCH',
      `${url}/38`,
      {},
      { starred: true, read: true, labels: ['private', 'company'] },
    );
    expect(body).toMatchObject({ id: 38, starred: true, read: true, labels: ['company', 'private'] });
    expect((await call('PATCH', `${url}/38`, {}, { folder: 'sent' })).status).toBe(400);
    expect((await call('PATCH', `${url}/38`, {}, {})).body).toEqual({
      errors: { body: ['validation.nothingToChange'] },
    });
    expect((await call('PATCH', `${url}/999`, {}, { read: true })).status).toBe(404);
  });

  it('changes a selection, and deletes for good only from the trash', async () => {
    const marked = await call(
      'POST',
      `${url}/batch`,
      {},
      { ids: [36, 38, 38, 999], read: true, addLabel: 'important' },
    );
    expect(marked.body).toEqual({ ids: [36, 38] });
    expect((await get<EmailList>(url)).body.counts.inbox).toBe(5);
    const refused = await call('DELETE', `${url}/38`, {}, undefined, 'ar');
    expect(refused).toMatchObject({ status: 409, body: { message: 'لا يمكن حذف إلا رسالة موجودة في سلة المهملات' } });
    await call('POST', `${url}/batch`, {}, { ids: [36, 38], folder: 'trash' });
    const trash = (await get<EmailList>(url, { folder: 'trash' })).body.emails.map((e) => e.id);
    expect(trash).toEqual([38, 36, 7, 1]);
    expect((await call('DELETE', `${url}/38`)).status).toBe(204);
    expect((await call('DELETE', `${url}/38`)).status).toBe(404);
    expect((await call('POST', `${url}/batch`, {}, { ids: [36, 7, 2], remove: true })).body).toEqual({ ids: [36, 7] });
    expect((await get<EmailList>(url, { folder: 'trash' })).body.total).toBe(1);
  });
});
