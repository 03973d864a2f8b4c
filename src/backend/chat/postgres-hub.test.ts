// @vitest-environment node
import pg from 'pg';
import type { ChatEvent } from '@/features/chat/api/types';
import { localiseMessage } from '@/backend/data/chat/chat-records';
import { migrationsFolder } from '../contract/stores';
import { type OpenDatabase, openDatabase } from '../sql/database';
import { createSqlStore } from '../sql/sql-store';
import type { Subscriber } from './hub';
import { listenerName, PostgresHub } from './postgres-hub';

// Two hubs on one PostgreSQL stand for two server processes (docs/server.md, "Several processes").
const base = process.env.TEST_DATABASE_URL;
const aicha = 1;
const michel = 3;
const grace = 101;

/** A stream that keeps what it is sent. */
function inbox() {
  const events: ChatEvent[] = [];
  let closed = 0;
  const subscriber: Subscriber = {
    send: async (event) => Boolean(events.push(event)),
    close: () => void (closed += 1),
  };
  return { subscriber, events, closed: () => closed };
}

describe.skipIf(!base)('PostgresHub: two processes on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  const name = `okoume_hub_${Date.now()}`;
  let admin: pg.Client;
  let database: OpenDatabase;
  let store: ReturnType<typeof createSqlStore>;
  let one: PostgresHub;
  let two: PostgresHub;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(base!);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.href, migrationsFolder });
    store = createSqlStore(database.db);
    const options = { databaseUrl: url.href, db: database.db, chat: store.chat, retryMs: 50 };
    [one, two] = await Promise.all([PostgresHub.start(options), PostgresHub.start(options)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
    await database?.close();
    // The pool's last connections close just after it resolves: a forced drop would make them fail.
    const open = async () =>
      (await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name])).rows[0].n;
    await vi.waitFor(async () => expect(await open()).toBe(0));
    await admin.query(`drop database ${name}`);
    await admin.end();
  });

  it('takes a message to the recipient’s stream in the other process, which marks it delivered and tells the sender', async () => {
    const toMichel = inbox();
    const toAicha = inbox();
    const unsubscribe = [two.subscribe(michel, toMichel.subscriber), one.subscribe(aicha, toAicha.subscriber)];
    const text = 'Le client de Port-Gentil rappelle à 15 h.';
    const message = await store.chat.send({ from: aicha, to: michel, text, sentAt: new Date().toISOString() });

    // No stream of Michel's in this process: the answer says so, the other process delivers.
    expect(await one.publish(michel, { type: 'message', message: localiseMessage(message, 'fr') })).toBe(false);
    await vi.waitFor(() => expect(toMichel.events).toEqual([{ type: 'message', message: { ...message, text } }]));
    await vi.waitFor(() =>
      expect(toAicha.events).toEqual([{ type: 'status', ids: [message.id], status: 'delivered' }]),
    );
    expect((await store.chat.message(message.id))?.status).toBe('delivered');
    for (const end of unsubscribe) end();
  });

  it('splits a long status into notes PostgreSQL accepts, in order', async () => {
    const toAicha = inbox();
    const unsubscribe = one.subscribe(aicha, toAicha.subscriber);
    const ids = Array.from({ length: 1200 }, (_, i) => 1_000_000_000 + i);
    await two.publish(aicha, { type: 'status', ids, status: 'read' });
    await vi.waitFor(() =>
      expect(toAicha.events.flatMap((event) => (event.type === 'status' ? event.ids : []))).toEqual(ids),
    );
    expect(toAicha.events.length).toBeGreaterThan(1);
    unsubscribe();
  });

  it('broadcasts a presence to every stream but the user’s own, and a process does not hear itself twice', async () => {
    const aichaHere = inbox();
    const michelThere = inbox();
    const graceThere = inbox();
    const unsubscribe = [
      one.subscribe(aicha, aichaHere.subscriber),
      two.subscribe(michel, michelThere.subscriber),
      two.subscribe(grace, graceThere.subscriber),
    ];
    const busy: ChatEvent = { type: 'presence', userId: michel, presence: 'busy' };
    await one.broadcast(busy, michel);
    await vi.waitFor(() => expect(graceThere.events).toEqual([busy]));
    // The other process's next note comes after this process's own one, which it skipped.
    const marker: ChatEvent = { type: 'status', ids: [1], status: 'read' };
    await two.publish(aicha, marker);
    await vi.waitFor(() => expect(aichaHere.events).toEqual([busy, marker]));
    expect(michelThere.events).toEqual([]);
    for (const end of unsubscribe) end();
  });

  it('listens again when its connection drops, and ends the streams that may have missed events', async () => {
    const before = inbox();
    two.subscribe(michel, before.subscriber);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
      listenerName,
    ]);
    // Its client opens the stream again and reads the chat anew (use-chat-events.ts).
    await vi.waitFor(() => expect(before.closed()).toBe(1), { timeout: 5_000 });
    const after = inbox();
    const unsubscribe = two.subscribe(michel, after.subscriber);
    const presence: ChatEvent = { type: 'presence', userId: aicha, presence: 'away' };
    await one.broadcast(presence, aicha);
    await vi.waitFor(() => expect(after.events).toEqual([presence]));
    unsubscribe();
  });
});
