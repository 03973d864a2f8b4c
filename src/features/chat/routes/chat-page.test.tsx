import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db, resetDb } from '@/mocks/db';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/test/render-with-providers';
import { clearDrafts } from '../components/use-drafts';
import { Component as ChatPage } from './chat-page';

const path = '/apps/chat';

beforeEach(() => {
  resetDb();
  clearDrafts();
});

const chats = () => screen.findByRole('list', { name: 'Chats' }, { timeout: 15_000 });
const thread = (name: string) => screen.findByRole('region', { name: `Conversation with ${name}` });
const composer = (name: string) => screen.findByRole('textbox', { name: `Message to ${name}` });

describe('chat page', () => {
  it('lists the conversations with their unread badges and the other contacts', async () => {
    await renderWithProviders(<ChatPage />, { route: path, path });
    const list = await chats();
    const items = within(list).getAllByRole('button');
    expect(items[0]).toHaveTextContent('Grâce Mouanda');
    expect(within(items[0]!).getByLabelText('2 unread messages')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Contacts' })).getByText('Nadège Mavoungou')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search a contact' }), 'zzz');
    expect(screen.getAllByText('No contact matches “zzz”.')).toHaveLength(2);
  });

  it('shows a conversation under day separators, with the status of my messages, and reads it', async () => {
    await renderWithProviders(<ChatPage />, { route: `${path}?with=101`, path });
    const open = await thread('Grâce Mouanda');
    const log = await within(open).findByRole('log');
    expect(within(log).getByRole('heading', { name: 'Yesterday' })).toBeInTheDocument();
    const mine = within(log)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Shall we plan to go live on Monday?'))!;
    expect(within(mine).getByRole('img', { name: 'Read' })).toBeInTheDocument();
    // Opening the conversation reads the contact's messages: the badge goes, the store knows.
    await waitFor(() => expect(screen.queryByLabelText('2 unread messages')).not.toBeInTheDocument());
    expect(db.chatMessages.filter((m) => m.from === 101 && m.status !== 'read')).toEqual([]);
    // Once: typing afterwards makes no further read call (each would be a write in the audit trail).
    await userEvent.type(await composer('Grâce Mouanda'), 'Noted');
    expect(db.auditLog.filter((entry) => entry.subject === 'Chat')).toHaveLength(1);
  });

  it('gives older days their date', async () => {
    await renderWithProviders(<ChatPage />, { route: `${path}?with=102`, path });
    const log = await within(await thread('Serge Atangana')).findByRole('log');
    const days = within(log).getAllByRole('heading', { level: 3 });
    expect(days).toHaveLength(2);
    for (const day of days) expect(day.textContent).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}$/);
  });

  it('sends on Enter, goes to the line on Shift+Enter, and refuses an empty message', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ChatPage />, { route: `${path}?with=104`, path });
    const field = await composer('Patrick Mukendi');
    await user.type(field, '{Enter}');
    expect(await screen.findByText('Write a message before sending it.')).toBeInTheDocument();
    await user.type(field, 'Photos received.{Shift>}{Enter}{/Shift}Thanks!');
    expect(field).toHaveValue('Photos received.\nThanks!');
    await user.keyboard('{Enter}');
    const log = within(await thread('Patrick Mukendi')).getByRole('log');
    const sent = await within(log).findByText(/Photos received\.\s+Thanks!/);
    expect(within(sent.closest('li')!).getByRole('img', { name: 'Sent' })).toBeInTheDocument();
    expect(within(log).getByRole('heading', { name: 'Today' })).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(db.chatMessages.at(-1)).toMatchObject({ from: 1, to: 104, text: 'Photos received.\nThanks!' });
  });

  it('keeps a draft per conversation', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ChatPage />, { route: `${path}?with=101`, path });
    await user.type(await composer('Grâce Mouanda'), 'Draft for Grâce');
    await user.click(within(await chats()).getByRole('button', { name: /Michel Ondo/ }));
    expect(await composer('Michel Ondo')).toHaveValue('');
    await user.type(await composer('Michel Ondo'), 'Draft for Michel');
    await user.click(within(await chats()).getByRole('button', { name: /Grâce Mouanda/ }));
    expect(await composer('Grâce Mouanda')).toHaveValue('Draft for Grâce');
    await user.click(within(await chats()).getByRole('button', { name: /Michel Ondo/ }));
    expect(await composer('Michel Ondo')).toHaveValue('Draft for Michel');
  });

  it('keeps the text when the message could not be sent', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/api/apps/chat/conversations/:id/messages', () => HttpResponse.json({}, { status: 500 })));
    await renderWithProviders(<ChatPage />, { route: `${path}?with=105`, path });
    const field = await composer('Esther Nguema');
    await user.type(field, 'Invoice sent{Enter}');
    expect(await screen.findByText('The message was not sent. Your text is kept; try again.')).toBeInTheDocument();
    expect(field).toHaveValue('Invoice sent');
  });

  it('sets my status from my profile', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ChatPage />, { route: path, path });
    await user.click(await screen.findByRole('button', { name: 'Open my profile and status' }, { timeout: 15_000 }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('radio', { name: 'Busy' }));
    await waitFor(() => expect(db.chatPresence.get(1)).toBe('busy'));
    expect(within(drawer).getByRole('radio', { name: 'Busy' })).toBeChecked();
  });

  it('shows an error with a retry when the chat cannot be read', async () => {
    server.use(http.get('*/api/apps/chat', () => HttpResponse.json({}, { status: 500 })));
    await renderWithProviders(<ChatPage />, { route: path, path });
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
