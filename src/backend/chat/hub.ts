import type { ChatEvent } from '@/features/chat/api/types';
import type { Store } from '../store';

/** One open event stream of a signed-in user. */
export interface Subscriber {
  /** Writes the event to the stream; resolves false when the stream is gone. */
  send(event: ChatEvent): Promise<boolean>;
  /** Ends the stream (the host is stopping). */
  close(): void;
}

/**
 * The chat's publish/subscribe hub (docs/api.md, "Chat", "Live"): the open event streams of this process, by
 * user. It lives in the process, so a message reaches the streams of the process that received it: several
 * processes on one PostgreSQL would relay through LISTEN/NOTIFY (docs/decisions.md, "Chat: live messages").
 */
export class ChatHub {
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

  /** Sends to every open stream of this user; true when at least one took it. */
  async publish(userId: number, event: ChatEvent): Promise<boolean> {
    const sent = await Promise.all([...(this.streams.get(userId) ?? [])].map((s) => s.send(event)));
    return sent.includes(true);
  }

  /** Sends to every open stream but this user's (a presence change). */
  async broadcast(event: ChatEvent, except: number): Promise<void> {
    const others = [...this.streams.keys()].filter((userId) => userId !== except);
    await Promise.all(others.map((userId) => this.publish(userId, event)));
  }

  closeAll(): void {
    for (const set of this.streams.values()) for (const subscriber of set) subscriber.close();
    this.streams.clear();
  }
}

const hubs = new WeakMap<Store, ChatHub>();

/** The hub of the streams over this store: one per store, so one per process in the Node host. */
export function hubOf(store: Store): ChatHub {
  let hub = hubs.get(store);
  if (!hub) hubs.set(store, (hub = new ChatHub()));
  return hub;
}
