import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetDb } from '@/mocks/db';
import { server } from '@/mocks/server';
import { get } from '@/mocks/test-client';
import { focusMovesTo } from '@/test/focus';
import { renderWithProviders } from '@/test/render-with-providers';
import type { EmailList } from '../api/types';
import { Component as EmailPage } from './email-page';

const path = '/apps/email';
const list = () => screen.getByRole('list', { name: 'Inbox' });
const rows = () => within(list()).getAllByRole('listitem');
const searchOf = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

beforeEach(() => resetDb());

describe('e-mail page', () => {
  it('selects messages, acts on the selection, and the counts follow', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    await renderWithProviders(<EmailPage />, { route: path, path });
    await waitFor(() => expect(rows()).toHaveLength(10), { timeout: 15_000 });
    const inbox = screen.getByRole('link', { name: /Inbox/ });
    expect(within(inbox).getByLabelText('unread: 7')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /^Select: Urgent: the production dashboard/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Select: Release done/ }));
    expect(screen.getByText('Selected: 2')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(within(inbox).getByLabelText('unread: 5')).toBeInTheDocument());
    expect(screen.queryByText(/^Selected:/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('Selected: 10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rows()).toHaveLength(10));
    const trash = (await get<EmailList>('/api/apps/email', { folder: 'trash' })).body;
    expect(trash.total).toBe(12);
  });

  it(
    'moves with j and k, opens with Enter, closes with Escape, composes with c, and says so',
    { timeout: 40_000 },
    async () => {
      const user = userEvent.setup();
      const { router } = await renderWithProviders(<EmailPage />, { route: path, path });
      await waitFor(() => expect(rows()).toHaveLength(10), { timeout: 15_000 });
      const said = (text: string) => expect(screen.getByText(text).closest('[role="status"]')).not.toBeNull();

      await user.keyboard('j');
      said('1 of 10: Fatimé Abakar, Urgent: the production dashboard is not responding');
      await user.keyboard('jjk{ArrowDown}');
      said('3 of 10: Landry Moussavou, Weekly report: week 47');
      expect(within(rows()[2]!).getByRole('link')).toHaveFocus();

      await user.keyboard('{Enter}');
      await waitFor(() => expect(searchOf(router)).toEqual({ open: '37' }));
      await focusMovesTo({ name: 'Weekly report: week 47' });
      await user.keyboard('j');
      expect(searchOf(router)).toEqual({ open: '37' });
      await user.keyboard('{Escape}');
      await waitFor(() => expect(searchOf(router)).toEqual({}));
      said('Back to the message list');

      await user.keyboard('c');
      expect(await screen.findByRole('dialog', { name: 'New message' }, { timeout: 15_000 })).toBeInTheDocument();
      said('Writing a new message');
    },
  );

  it('keeps the folder, search and page in the address, and shows the empty search', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<EmailPage />, { route: `${path}?folder=sent`, path });
    await waitFor(
      () => expect(within(screen.getByRole('list', { name: 'Sent' })).getAllByRole('listitem')).toHaveLength(4),
      {
        timeout: 15_000,
      },
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search mail' }), 'zzz');
    await waitFor(() => expect(searchOf(router)).toEqual({ folder: 'sent', q: 'zzz' }));
    expect(await screen.findByText('No message matches')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot load', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.get('*/api/apps/email', () => (fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined)),
    );
    await renderWithProviders(<EmailPage />, { route: path, path });
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 15_000 });
    fail = false;
    await user.click(retry);
    await waitFor(() => expect(rows()).toHaveLength(10), { timeout: 15_000 });
  });
});
