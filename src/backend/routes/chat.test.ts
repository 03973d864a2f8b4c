// @vitest-environment node
import type { ChatEvent, ChatMessage, ChatOverview, ChatThread } from '@/features/chat/api/types';
import { createCollections } from '@/mocks/db';
import { createApi } from '../app';
import { tokenFor } from '../auth/accounts';
import { createMemoryStore } from '../memory-store';

const aicha = 1;
const michel = 3;

function open() {
  const api = createApi(createMemoryStore(createCollections()));
  const call = async <T>(who: number, method: string, path: string, body?: unknown, language = 'fr') => {
    const response = await api.request(`/api/apps/chat${path}`, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: {
        Authorization: `Bearer ${tokenFor(who)}`,
        'Accept-Language': language,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  /** Opens the user's event stream; `next()` answers its next event. */
  const stream = async (who: number) => {
    const response = await api.request('/api/apps/chat/events', {
      headers: { Authorization: `Bearer ${tokenFor(who)}` },
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    const next = async (): Promise<{ event: string; data: unknown }> => {
      while (!buffer.includes('\n\n')) {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += value;
      }
      const [block = '', ...rest] = buffer.split('\n\n');
      buffer = rest.join('\n\n');
      const field = (name: string) => block.match(new RegExp(`^${name}: (.*)$`, 'm'))?.[1];
      return { event: field('event') ?? 'message', data: JSON.parse(field('data') ?? 'null') };
    };
    expect((await next()).event).toBe('ready');
    return { next, close: () => reader.cancel() };
  };
  return { call, stream };
}

describe('GET /api/apps/chat', () => {
  it('answers the signed-in user, the other people and their conversations, newest first, in the reader’s language', async () => {
    const { call } = open();
    const { status, body } = await call<ChatOverview>(aicha, 'GET', '', undefined, 'en');
    expect(status).toBe(200);
    expect(body.me).toMatchObject({ id: aicha, fullName: 'Aïcha Mbemba', title: 'Sales director', presence: 'online' });
    expect(body.contacts.map((c) => c.id)).toEqual([3, 101, 102, 103, 104, 105, 106, 107, 108]);
    const ids = body.conversations.map((c) => c.lastMessage.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const grace = body.conversations.find((c) => c.contactId === 101)!;
    expect(grace).toMatchObject({ unread: 2, lastMessage: { from: 101, to: aicha, status: 'delivered' } });
    expect(grace.lastMessage.text).toBe('Could you add the Arabic version for our partners in Chad?');
    const arabic = await call<ChatOverview>(aicha, 'GET', '', undefined, 'ar');
    expect(arabic.body.conversations.find((c) => c.contactId === 101)!.lastMessage.text).toBe(
      'هل يمكنكم إضافة النسخة العربية لشركائنا في تشاد؟',
    );
  });

  it('gives each administrator their own conversations', async () => {
    const { call } = open();
    const { body } = await call<ChatOverview>(michel, 'GET', '');
    expect(body.me.fullName).toBe('Michel Ondo');
    expect(body.conversations.map((c) => c.contactId).sort()).toEqual([1, 106, 107]);
  });
});

describe('a conversation', () => {
  it('answers the messages oldest first, and 404 for oneself or an unknown contact', async () => {
    const { call } = open();
    const { status, body } = await call<ChatThread>(aicha, 'GET', '/conversations/101');
    expect(status).toBe(200);
    expect(body.contact.fullName).toBe('Grâce Mouanda');
    expect(body.messages.map((m) => m.text)[0]).toBe('Bonjour Aïcha\u00a0! Les nouvelles pages du site sont superbes.');
    expect(body.messages.map((m) => m.sentAt)).toEqual(body.messages.map((m) => m.sentAt).sort());
    for (const path of ['/conversations/1', '/conversations/999', '/conversations/abc']) {
      const answer = await call<{ message: string }>(aicha, 'GET', path, undefined, 'en');
      expect(answer).toEqual({ status: 404, body: { message: 'Contact not found' } });
    }
  });

  it('keeps a message as written, and refuses an empty or too long one with the field’s error', async () => {
    const { call } = open();
    const text = '  <b>Bonjour</b> 👋\nà demain  ';
    const sent = await call<ChatMessage>(aicha, 'POST', '/conversations/102/messages', { text });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ from: aicha, to: 102, text: '<b>Bonjour</b> 👋\nà demain', status: 'sent' });
    const thread = await call<ChatThread>(aicha, 'GET', '/conversations/102');
    expect(thread.body.messages.at(-1)).toEqual(sent.body);
    for (const [body, error] of [
      [{ text: '   ' }, 'validation.empty'],
      [{ text: 'x'.repeat(2001) }, 'validation.tooLong'],
      [{}, 'validation.empty'],
    ] as const) {
      expect(await call(aicha, 'POST', '/conversations/102/messages', body)).toEqual({
        status: 400,
        body: { errors: { text: [error] } },
      });
    }
  });

  it('marks the contact’s messages read, and the unread count drops to 0', async () => {
    const { call } = open();
    expect(await call(aicha, 'POST', '/conversations/101/read', {})).toEqual({ status: 200, body: { read: 2 } });
    const { body } = await call<ChatOverview>(aicha, 'GET', '');
    expect(body.conversations.find((c) => c.contactId === 101)!.unread).toBe(0);
    expect(await call(aicha, 'POST', '/conversations/101/read', {})).toEqual({ status: 200, body: { read: 0 } });
  });

  it('sets the user’s presence, and refuses an unknown one', async () => {
    const { call } = open();
    expect((await call<{ presence: string }>(michel, 'PUT', '/presence', { presence: 'busy' })).body.presence).toBe(
      'busy',
    );
    const { body } = await call<ChatOverview>(aicha, 'GET', '');
    expect(body.contacts.find((c) => c.id === michel)!.presence).toBe('busy');
    expect((await call(michel, 'PUT', '/presence', { presence: 'asleep' })).status).toBe(400);
  });
});

describe('GET /api/apps/chat/events (live)', () => {
  it('pushes a message to the recipient, which makes it delivered, then read, to the sender', async () => {
    const { call, stream } = open();
    const toAicha = await stream(aicha);
    const toMichel = await stream(michel);
    const sent = await call<ChatMessage>(aicha, 'POST', '/conversations/3/messages', { text: 'Tu es là ?' });
    expect(sent.body.status).toBe('delivered');
    expect(await toMichel.next()).toEqual({
      event: 'message',
      data: { type: 'message', message: { ...sent.body, status: 'sent' } },
    });
    await call(michel, 'POST', '/conversations/1/read', {});
    expect(await toAicha.next()).toEqual({
      event: 'status',
      data: { type: 'status', ids: [sent.body.id], status: 'read' } satisfies ChatEvent,
    });
    await call(michel, 'PUT', '/presence', { presence: 'away' });
    expect((await toAicha.next()).data).toEqual({ type: 'presence', userId: michel, presence: 'away' });
    await Promise.all([toAicha.close(), toMichel.close()]);
  });

  it('delivers what was sent while the recipient was away when their stream opens', async () => {
    const { call, stream } = open();
    const toAicha = await stream(aicha);
    const sent = await call<ChatMessage>(aicha, 'POST', '/conversations/3/messages', { text: 'Rappelle-moi' });
    expect(sent.body.status).toBe('sent');
    const toMichel = await stream(michel);
    expect((await toAicha.next()).data).toEqual({ type: 'status', ids: [sent.body.id], status: 'delivered' });
    await Promise.all([toAicha.close(), toMichel.close()]);
  });
});
