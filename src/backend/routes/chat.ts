import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { type ChatEvent, type ChatPerson, messageInputSchema, presenceInputSchema } from '@/features/chat/api/types';
import { localiseMessage } from '@/backend/data/chat/chat-records';
import { chatPeople, chatPersonOf, localisePerson } from '@/backend/data/chat/people';
import type { StoredChatMessage } from '@/backend/data/chat/seed';
import type { ApiLanguage } from '@/mocks/utils';
import { can } from '../auth/access';
import type { SessionUser } from '../auth/session';
import { type ChatHub, localHubOf } from '../chat/hub';
import type { Store } from '../store';
import { type ApiContext, type ApiEnv, badRequest, idParam, languageOf, validBody } from '../env';
import { refuse } from '../messages';

/** How often an open stream gets a comment line, so that proxies keep it open. */
const heartbeatMs = 25_000;

const me = (c: ApiContext) => c.var.user as SessionUser;

/** The host's hub (the server's), else this store's. */
const hubOf = (c: ApiContext): ChatHub => c.var.host.chatHub ?? localHubOf(c.var.store);

/** Everyone in the chat, in this language, with the presence they set (else their sample one). */
async function peopleIn(store: Store, language: ApiLanguage): Promise<ChatPerson[]> {
  const set = await store.chat.presences();
  return chatPeople.map((person) => localisePerson(person, language, set.get(person.id) ?? person.presence));
}

/** The signed-in user as a chat person; an account without a sample profile gets its name and e-mail. */
function personOf(user: SessionUser, people: ChatPerson[]): ChatPerson {
  return (
    people.find((person) => person.id === user.id) ?? {
      ...{ id: user.id, fullName: user.fullName, title: '', company: '', city: '' },
      ...{ email: user.email, phone: '', about: '', presence: 'online' },
    }
  );
}

/** The contact of `:contactId`: a chat person other than the signed-in user. */
function contactIdOf(c: ApiContext): number | undefined {
  const id = idParam(c, 'contactId');
  return id !== me(c).id && chatPersonOf(id) ? id : undefined;
}

/** Tells the senders of these messages their new status (docs/api.md, "Chat", "Live"). */
async function tellSenders(c: ApiContext, changed: StoredChatMessage[]) {
  const hub = hubOf(c);
  const senders = new Set(changed.map((message) => message.from));
  await Promise.all(
    [...senders].map((sender) => {
      const messages = changed.filter((message) => message.from === sender);
      return hub.publish(sender, { type: 'status', ids: messages.map((m) => m.id), status: messages[0]!.status });
    }),
  );
}

/** docs/api.md, "Chat". */
export const chatRoutes = new Hono<ApiEnv>()
  .get('/', can('read', 'Chat'), async (c) => {
    const language = languageOf(c);
    const people = await peopleIn(c.var.store, language);
    const summaries = await c.var.store.chat.summaries(me(c).id);
    return c.json({
      me: personOf(me(c), people),
      contacts: people.filter((person) => person.id !== me(c).id),
      conversations: summaries
        .filter((summary) => chatPersonOf(summary.contactId))
        .map((summary) => ({ ...summary, lastMessage: localiseMessage(summary.lastMessage, language) })),
    });
  })
  .get('/conversations/:contactId', can('read', 'Chat'), async (c) => {
    const language = languageOf(c);
    const contactId = contactIdOf(c);
    if (contactId === undefined) return refuse(c, 404, 'contactNotFound');
    const people = await peopleIn(c.var.store, language);
    const messages = await c.var.store.chat.thread(me(c).id, contactId);
    return c.json({
      contact: people.find((person) => person.id === contactId)!,
      messages: messages.map((message) => localiseMessage(message, language)),
    });
  })
  .post('/conversations/:contactId/messages', can('create', 'Chat'), async (c) => {
    const language = languageOf(c);
    const contactId = contactIdOf(c);
    if (contactId === undefined) return refuse(c, 404, 'contactNotFound');
    const { value, errors } = await validBody(c, messageInputSchema);
    if (errors) return badRequest(c, errors);
    const { store } = c.var;
    let message = await store.chat.send({ from: me(c).id, to: contactId, text: value.text, sentAt: now() });
    const event: ChatEvent = { type: 'message', message: localiseMessage(message, language) };
    // Delivered once one of the recipient's open streams took it (one in another process marks it there).
    if (await hubOf(c).publish(contactId, event)) {
      message = (await store.chat.advance('delivered', contactId, { ids: [message.id] }))[0] ?? message;
    }
    return c.json(localiseMessage(message, language), 201);
  })
  .post('/conversations/:contactId/read', can('update', 'Chat'), async (c) => {
    const contactId = contactIdOf(c);
    if (contactId === undefined) return refuse(c, 404, 'contactNotFound');
    const changed = await c.var.store.chat.advance('read', me(c).id, { from: contactId });
    await tellSenders(c, changed);
    return c.json({ read: changed.length });
  })
  .put('/presence', can('update', 'Chat'), async (c) => {
    const { value, errors } = await validBody(c, presenceInputSchema);
    if (errors) return badRequest(c, errors);
    await c.var.store.chat.setPresence(me(c).id, value.presence);
    await hubOf(c).broadcast({ type: 'presence', userId: me(c).id, presence: value.presence }, me(c).id);
    return c.json(personOf(me(c), await peopleIn(c.var.store, languageOf(c))));
  })
  .get('/events', can('read', 'Chat'), (c) =>
    streamSSE(c, async (stream) => {
      const hub = hubOf(c);
      const userId = me(c).id;
      let end = () => {};
      const ended = new Promise<void>((resolve) => (end = resolve));
      stream.onAbort(end);
      const unsubscribe = hub.subscribe(userId, {
        send: (event) =>
          Promise.race([
            stream.writeSSE({ event: event.type, data: JSON.stringify(event) }).then(() => !stream.aborted),
            new Promise<boolean>((resolve) => setTimeout(resolve, 2000, false)),
          ]).catch(() => false),
        close: end,
      });
      const heartbeat = setInterval(() => void stream.write(': ping\n\n').catch(end), heartbeatMs);
      try {
        await stream.writeSSE({ event: 'ready', data: '{}', retry: 3000 });
        // The user's client is online: what was sent to them meanwhile is now delivered.
        await tellSenders(c, await c.var.store.chat.advance('delivered', userId));
        await ended;
      } finally {
        clearInterval(heartbeat);
        unsubscribe();
      }
    }),
  );

const now = () => new Date().toISOString();
