import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import { NotificationsMenu } from './notifications-menu';

// While the panel is open the rest of the page is aria-hidden, so the bell is looked up with hidden: true.
const bell = () => screen.getByRole('button', { name: /^Notifications/, hidden: true });

describe('NotificationsMenu', () => {
  it('counts unread notifications, marks them all read and removes one', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    await renderWithProviders(<NotificationsMenu />);
    expect(await screen.findByRole('button', { name: 'Notifications (3 new)' })).toBeInTheDocument();

    await user.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText('3 new')).toBeInTheDocument();
    expect(within(panel).getAllByRole('button', { name: 'Mark as read' })).toHaveLength(3);

    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(within(panel).queryByText('3 new')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(within(panel).getByRole('heading', { name: 'Notifications' })).toHaveFocus();
    expect(bell()).toHaveAccessibleName('Notifications');

    const order = within(panel).getAllByRole('button', { name: 'Mark as unread' })[0];
    await user.click(order!);
    expect(within(panel).getByText('1 new')).toBeInTheDocument();

    const removeButtons = within(panel).getAllByRole('button', { name: 'Remove' });
    expect(removeButtons[0]).toHaveAccessibleDescription('New order #32543');
    await user.click(removeButtons[0]!);
    expect(within(panel).queryByText('New order #32543')).not.toBeInTheDocument();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(5);
    expect(within(panel).queryByText('1 new')).not.toBeInTheDocument();
  });

  it('still closes with Escape after marking everything read', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<NotificationsMenu />);
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
  });

  it('shows an empty state once every notification is removed', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<NotificationsMenu />);
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    for (const button of within(panel).getAllByRole('button', { name: 'Remove' })) await user.click(button);
    expect(within(panel).getByText("You're all caught up")).toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications');
  });

  it('speaks the reader’s language, and follows a language switch while open', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    await renderWithProviders(<NotificationsMenu />, { language: 'fr' });
    await user.click(await screen.findByRole('button', { name: 'Notifications (3 nouvelles)' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText('Nouvelle commande n° 32543')).toBeInTheDocument();
    expect(within(panel).getByText('Hervé Mba a commandé 3 articles.')).toBeInTheDocument();
    expect(within(panel).getByText('il y a 12 minutes')).toBeInTheDocument();

    await act(() => i18next.changeLanguage('ar'));
    expect(await within(panel).findByText('طلب جديد رقم 32543')).toBeInTheDocument();
    expect(within(panel).getByText('قدّم هيرفي مبا طلبًا لثلاثة منتجات.')).toBeInTheDocument();
    expect(within(panel).queryByText(/Nouvelle commande|New order/)).not.toBeInTheDocument();
  });
});
