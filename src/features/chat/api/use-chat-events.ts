import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { servedByServer } from '@/lib/api-host';
import { addMessage, setPresence, setStatuses } from './cache';
import type { ChatEvent } from './types';

/**
 * The live stream of the server mode (docs/api.md, "Chat", "Live"): messages, statuses and presences pushed by
 * the server as Server-Sent Events, opened while the chat screen is open and closed when it is left. The
 * static demo's API lives in this browser's service worker: no one else writes to it, so there is nothing to
 * listen to (docs/decisions.md, "Chat: live messages").
 */
export function useChatEvents(meId: number | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    if (meId === undefined || !servedByServer() || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/apps/chat/events');
    // After a reconnection, what was missed meanwhile is read again.
    let opened = false;
    source.addEventListener('ready', () => {
      if (opened) void client.invalidateQueries({ queryKey: ['chat'] });
      opened = true;
    });
    const on = <T extends ChatEvent['type']>(type: T, handle: (event: Extract<ChatEvent, { type: T }>) => void) =>
      source.addEventListener(type, (event: MessageEvent<string>) => handle(JSON.parse(event.data)));
    on('message', (event) => addMessage(client, event.message, meId));
    on('status', (event) => setStatuses(client, event.ids, event.status));
    on('presence', (event) => setPresence(client, event.userId, event.presence));
    return () => source.close();
  }, [client, meId]);
}
