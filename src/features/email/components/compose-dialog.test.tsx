import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDb } from '@/mocks/db';
import { get } from '@/mocks/test-client';
import { renderWithProviders } from '@/test/render-with-providers';
import type { EmailList } from '../api/types';
import ComposeDialog from './compose-dialog';

beforeEach(() => resetDb());

const open = async () => {
  const onWritten = vi.fn();
  await renderWithProviders(<ComposeDialog start={{ mode: 'new' }} onClose={() => {}} onWritten={onWritten} />);
  return { dialog: await screen.findByRole('dialog', { name: 'New message' }), onWritten };
};

describe('compose dialog', () => {
  it(
    'refuses to send without a valid recipient and a subject, and keeps what was typed',
    { timeout: 90_000 },
    async () => {
      const user = userEvent.setup();
      const { dialog, onWritten } = await open();
      const send = within(dialog).getByRole('button', { name: 'Send' });
      await user.click(send);
      expect(within(dialog).getByText('Add at least one recipient')).toBeInTheDocument();
      expect(within(dialog).getByText('Enter a subject')).toBeInTheDocument();

      const to = within(dialog).getByRole('combobox', { name: 'To' });
      await user.type(to, 'serge.ondo@, c.mouele@bec-congo.cg{Enter}');
      await user.type(within(dialog).getByLabelText('Subject'), 'Planning');
      await user.click(send);
      expect(within(dialog).getByText('Invalid e-mail address')).toBeInTheDocument();
      expect(within(dialog).getByText('serge.ondo@')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Subject')).toHaveValue('Planning');
      expect(onWritten).not.toHaveBeenCalled();

      await user.click(within(dialog).getByTitle('Remove serge.ondo@'));
      await user.click(send);
      await waitFor(() => expect(onWritten).toHaveBeenCalledWith('sent'));
      const sent = (await get<EmailList>('/api/apps/email', { folder: 'sent' })).body.emails[0]!;
      expect(sent).toMatchObject({
        subject: 'Planning',
        to: [{ name: 'Clarisse Mouele', email: 'c.mouele@bec-congo.cg' }],
      });
    },
  );

  it('saves an empty draft, and lists attachments by name and size', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const { dialog, onWritten } = await open();
    const file = new File(['x'.repeat(2048)], 'devis.pdf', { type: 'application/pdf' });
    await user.upload(dialog.querySelector('input[type="file"]')!, file);
    expect(within(dialog).getByText('devis.pdf')).toBeInTheDocument();
    expect(within(dialog).getByText(/2 kB/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(onWritten).toHaveBeenCalledWith('saved'));
    const drafts = (await get<EmailList>('/api/apps/email', { folder: 'draft' })).body;
    expect(drafts.total).toBe(3);
    expect(drafts.emails[0]).toMatchObject({ subject: '', attachmentCount: 1 });
  });
});
