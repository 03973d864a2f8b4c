import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { ChatEvent } from '@/features/chat/api/types';
import { localiseMessage } from '@/backend/data/chat/chat-records';
import type { Database } from '../sql/sql-store';
import type { ChatStore } from './chat-store';
import { type ChatHub, LocalHub, type Subscriber } from './hub';

/** The channel every process on the database listens to. */
const channel = 'okoume_chat';
/** PostgreSQL refuses a payload of 8000 bytes or more: a status names its messages in notes of at most this many. */
const idsPerNote = 500;
/** The listener's name in `pg_stat_activity`. */
export const listenerName = 'okoume-chat-listener';

/** An event as it travels between processes: a message by its id only (its text could pass the payload's limit). */
type WireEvent = Exclude<ChatEvent, { type: 'message' }> | { type: 'message'; id: number };

/** One NOTIFY payload: the hub that sent it, and who the event is for (a user, or everyone but one). */
type Note = { hub: string; event: WireEvent } & ({ to: number } | { except: number });

export interface PostgresHubOptions {
  databaseUrl: string;
  /** Sends the notifications, over the store's pool. */
  db: Database;
  /** Reads a message another process published, and marks it delivered when a stream here took it. */
  chat: ChatStore;
  /** How long after losing its connection the listener first tries again (doubled each failure, up to 30 s). */
  retryMs?: number;
}

const wireEvents = (event: ChatEvent): WireEvent[] => {
  if (event.type === 'message') return [{ type: 'message', id: event.message.id }];
  if (event.type === 'presence') return [event];
  const notes = [];
  for (let i = 0; i < event.ids.length; i += idsPerNote)
    notes.push({ ...event, ids: event.ids.slice(i, i + idsPerNote) });
  return notes;
};

/**
 * The hub of the processes on one PostgreSQL server (docs/server.md, "Several processes"): each process keeps
 * its own streams in a `LocalHub` and tells the others what it publishes with NOTIFY; each listens on a
 * connection of its own, opened again when it drops.
 */
export class PostgresHub implements ChatHub {
  private readonly local = new LocalHub();
  private readonly id = randomUUID();
  private listener?: pg.Client;
  private retry?: ReturnType<typeof setTimeout>;
  private stopped = false;
  /** Notes are handled one after the other, in the order the database delivered them. */
  private received = Promise.resolve();

  private constructor(private readonly options: PostgresHubOptions) {}

  /** Resolves once it listens. */
  static async start(options: PostgresHubOptions): Promise<PostgresHub> {
    const hub = new PostgresHub(options);
    await hub.listen();
    return hub;
  }

  subscribe(userId: number, subscriber: Subscriber): () => void {
    return this.local.subscribe(userId, subscriber);
  }

  async publish(userId: number, event: ChatEvent): Promise<boolean> {
    const [taken] = await Promise.all([this.local.publish(userId, event), this.tell({ to: userId }, event)]);
    return taken;
  }

  async broadcast(event: ChatEvent, except: number): Promise<void> {
    await Promise.all([this.local.broadcast(event, except), this.tell({ except }, event)]);
  }

  async close(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    await this.local.close();
    await this.listener?.end().catch(() => {});
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.databaseUrl, application_name: listenerName });
    let live = false;
    const lost = (error?: Error) => {
      if (!live) return;
      live = false;
      if (this.listener === client) this.listener = undefined;
      if (this.stopped) return;
      console.error(`[chat] the live messages' database connection was lost (${error?.message ?? 'ended'})`);
      void client.end().catch(() => {});
      this.reconnect(0);
    };
    client.on('notification', ({ payload }) => {
      this.received = this.received.then(() => this.receive(payload));
    });
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.stopped) return void (await client.end());
    live = true;
    this.listener = client;
  }

  private reconnect(failures: number) {
    const wait = Math.min(30_000, (this.options.retryMs ?? 500) * 2 ** failures);
    this.retry = setTimeout(() => {
      this.listen().then(
        // What the other processes published meanwhile never came: the streams here end, and their clients open
        // them again and read the chat anew (use-chat-events.ts).
        () => {
          console.log('[chat] the live messages listen again');
          return this.local.close();
        },
        (error: unknown) => {
          console.error(`[chat] the live messages' listener could not reconnect: ${String(error)}`);
          if (!this.stopped) this.reconnect(failures + 1);
        },
      );
    }, wait);
  }

  /** NOTIFY: the event reaches the other processes; one that fails is logged, the write it follows is kept. */
  private async tell(target: { to: number } | { except: number }, event: ChatEvent) {
    try {
      for (const wire of wireEvents(event)) {
        const note: Note = { hub: this.id, ...target, event: wire };
        await this.options.db.execute(sql`select pg_notify(${channel}, ${JSON.stringify(note)})`);
      }
    } catch (error) {
      console.error(`[chat] the other processes were not told of a ${event.type}: ${String(error)}`);
    }
  }

  /** A note of another process: to this process's streams of its user(s). */
  private async receive(payload: string | undefined) {
    try {
      const note = JSON.parse(payload ?? '') as Note;
      if (note.hub === this.id) return;
      const { event } = note;
      if ('except' in note) return void (await this.local.broadcast(event as ChatEvent, note.except));
      if (!this.local.has(note.to)) return;
      if (event.type !== 'message') return void (await this.local.publish(note.to, event));
      const stored = await this.options.chat.message(event.id);
      if (!stored) return;
      // A message published live was written through the API: its text is one string, whatever the language.
      const taken = await this.local.publish(note.to, { type: 'message', message: localiseMessage(stored, 'fr') });
      // Delivered once one of the recipient's open streams took it; the sender hears it from here.
      const [delivered] = taken ? await this.options.chat.advance('delivered', note.to, { ids: [stored.id] }) : [];
      if (delivered) await this.publish(delivered.from, { type: 'status', ids: [delivered.id], status: 'delivered' });
    } catch (error) {
      console.error(`[chat] a note from another process was dropped: ${String(error)}`);
    }
  }
}
