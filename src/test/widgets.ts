import { screen, waitFor } from '@testing-library/react';
import { expect, onTestFinished } from 'vitest';
import { server } from '@/mocks/server';

/**
 * A dashboard's widgets draw their data one per task, in order (components/turn.tsx): waits, as a reader does, until
 * no part of the page is still loading.
 */
export const widgetsShown = () =>
  waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 15_000 });

/** The figure under a stat card's label (components/stat-card.tsx), with its hint. */
export const statFigure = (label: string) => screen.getByText(label, { selector: 'p' }).parentElement!;

/** The calls under `prefix` (path and query) that the test's renders make, recorded until the test ends. */
export function recordApiCalls(prefix: string) {
  const calls: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const { pathname, search } = new URL(request.url);
    if (pathname.startsWith(prefix)) calls.push(pathname + search);
  };
  server.events.on('request:start', record);
  onTestFinished(() => server.events.removeListener('request:start', record));
  return calls;
}
