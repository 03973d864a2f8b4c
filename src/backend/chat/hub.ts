import type { ChatEvent } from '@/features/chat/api/types';
import type { Store } from '../store';

/** One open event stream of a signed-in user. */
export interface Subscriber {
  /** Writes the event to the stream; resolves false when the stream is gone. */
  send(event: ChatEvent): Promise<boolean>;
  /** Ends the stream (the host is stopping, or the stream may have missed events). */
  close(): void;
}

/**
 * The chat's publish/subscribe hub (docs/api.md, "Chat", "Live"): events reach the open event streams of every
 * process serving this data. The routes see only this; `LocalHub` serves one process (the static demo, PGlite),
 * `PostgresHub` relays between the processes on one PostgreSQL (docs/decisions.md, "Chat: live messages").
 */
export interface ChatHub {
  subscribe(userId: number, subscriber: Subscriber): () => void;
  /**
   * Sends to every open stream of this user; true when one of this process's took it (a stream of another process
   * that takes a message marks it delivered there).
   */
  publish(userId: number, event: ChatEvent): Promise<boolean>;
  /** Sends to every open stream but this user's (a presence change). */
  broadcast(event: ChatEvent, except: number): Promise<void>;
  /** Ends every open stream (the host is stopping). */
  close(): Promise<void>;
}

/** The open event streams of this process, by user. */
export class LocalHub implements ChatHub {
  private readonly streams = new Map<number, Set<Subscriber>>();

  subscribe(userId: number, subscriber: Subscriber): () => void {
    const set = this.streams.get(userId) ?? new Set();
    set.add(subscriber);
    this.streams.set(userId, set);
    return () => {
      set.delete(subscriber);
      if (!set.size && this.streams.get(userId) === set) this.streams.delete(userId);
    };
  }

  /** This user has an open stream here. */
  has(userId: number): boolean {
    return this.streams.has(userId);
  }

  async publish(userId: number, event: ChatEvent): Promise<boolean> {
    const sent = await Promise.all([...(this.streams.get(userId) ?? [])].map((s) => s.send(event)));
    return sent.includes(true);
  }

  async broadcast(event: ChatEvent, except: number): Promise<void> {
    const others = [...this.streams.keys()].filter((userId) => userId !== except);
    await Promise.all(others.map((userId) => this.publish(userId, event)));
  }

  async close(): Promise<void> {
    for (const set of this.streams.values()) for (const subscriber of set) subscriber.close();
    this.streams.clear();
  }
}

const hubs = new WeakMap<Store, LocalHub>();

/** The hub of a host that gives none (the static demo, the tests): one per store, so one per API. */
export function localHubOf(store: Store): ChatHub {
  let hub = hubs.get(store);
  if (!hub) hubs.set(store, (hub = new LocalHub()));
  return hub;
}
