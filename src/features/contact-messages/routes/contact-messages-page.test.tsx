import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetDb } from '@/mocks/db';
import { server } from '@/mocks/server';
import { get } from '@/mocks/test-client';
import { renderWithProviders } from '@/test/render-with-providers';
import type { ContactMessage } from '../api/types';
import { Component as ContactMessagesPage } from './contact-messages-page';

const path = '/apps/contact-messages';
const table = () => screen.getByRole('table', { name: 'Contact messages' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const searchOf = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

beforeEach(() => resetDb());

describe('contact messages page', () => {
  it(
    'lists messages newest first, searches in the URL, opens one and marks it handled',
    { timeout: 40_000 },
    async () => {
      const user = userEvent.setup();
      const { router } = await renderWithProviders(<ContactMessagesPage />, { route: path, path });
      await waitFor(() => expect(rows()).toHaveLength(6), { timeout: 15_000 });
      expect(within(rows()[0]!).getByText('Problème de connexion')).toBeInTheDocument();

      await user.type(screen.getByRole('searchbox', { name: 'Search a message' }), 'furniture');
      await waitFor(() => expect(searchOf(router)).toEqual({ q: 'furniture' }));
      await waitFor(() => expect(rows()).toHaveLength(1));
      const row = rows()[0]!;
      expect(within(row).getByText('New')).toBeInTheDocument();

      await user.click(within(row).getByRole('button', { name: 'Read “Import of office furniture”' }));
      const dialog = await screen.findByRole('dialog', { name: 'Import of office furniture' });
      expect(within(dialog).getByText(/forty office chairs/)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Mark as handled' }));
      expect(await within(dialog).findByRole('button', { name: 'Mark as not handled' })).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(within(rows()[0]!).getByText('Handled')).toBeInTheDocument());
      expect((await get<ContactMessage>('/api/contact/messages/msg-0003')).body.handled).toBe(true);
    },
  );

  it('shows whether a message was e-mailed to the company, when a mail server is configured', async () => {
    const user = userEvent.setup();
    const furniture = db.contactMessages.find((m) => m.id === 'msg-0003')!;
    furniture.mailed = false;
    await renderWithProviders(<ContactMessagesPage />, { route: path, path });
    await waitFor(() => expect(rows()).toHaveLength(6), { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Read “Import of office furniture”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import of office furniture' });
    expect(within(dialog).getByText('Forwarded by e-mail')).toBeInTheDocument();
    expect(within(dialog).getByText('Not sent (the message is kept here)')).toBeInTheDocument();
  });

  it('filters new or handled messages, and keeps the open message in the address', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    db.contactMessages.find((m) => m.id === 'msg-0003')!.handled = true;
    const { router } = await renderWithProviders(<ContactMessagesPage />, { route: `${path}?status=handled`, path });
    await waitFor(() => expect(rows()).toHaveLength(db.contactMessages.filter((m) => m.handled).length));
    for (const row of rows()) expect(within(row).getByText('Handled')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read “Import of office furniture”' }));
    await screen.findByRole('dialog', { name: 'Import of office furniture' });
    expect(searchOf(router)).toEqual({ status: 'handled', open: 'msg-0003' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(searchOf(router)).toEqual({ status: 'handled' }));
  });

  it('opens a shared link to a message that the filter leaves out', { timeout: 40_000 }, async () => {
    await renderWithProviders(<ContactMessagesPage />, { route: `${path}?status=handled&open=msg-0003`, path });
    expect(
      await screen.findByRole('dialog', { name: 'Import of office furniture' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('deletes a message after confirmation', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ContactMessagesPage />, { route: path, path });
    await waitFor(() => expect(rows()).toHaveLength(6), { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Delete “Partenariat”' }));
    const confirm = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(screen.queryByText('Partenariat')).not.toBeInTheDocument();
  });

  it('says when the inbox is empty', async () => {
    db.contactMessages = [];
    await renderWithProviders(<ContactMessagesPage />, { route: path, path });
    expect(await screen.findByText('No messages yet', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('shows an error with a retry when the API fails', async () => {
    server.use(http.get('*/api/contact/messages', () => HttpResponse.json({}, { status: 500 })));
    await renderWithProviders(<ContactMessagesPage />, { route: path, path });
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 15_000 })).toBeInTheDocument();
  });
});
