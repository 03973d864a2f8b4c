import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/auth/session';
import { db } from '@/mocks/db';
import { renderWithProviders } from '@/test/render-with-providers';
import { UserMenu } from './user-menu';

const client = () => db.accounts.find((a) => a.email === 'client@demo.com')!;

describe('UserMenu, sign-in security', () => {
  it('lets the client account, which has no settings page, turn two-step sign-in on from the menu', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<UserMenu />, { route: '/access-control', user: 'client' });
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Sign-in security' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Settings' })).toBeNull();

    await user.click(screen.getByRole('menuitem', { name: 'Sign-in security' }));
    const drawer = await screen.findByRole('dialog', { name: 'Sign-in security' });
    expect(await within(drawer).findByText('Two-step sign-in is off.')).toBeVisible();
    await user.click(within(drawer).getByRole('button', { name: 'Turn on two-step sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm with a code' });
    expect(within(dialog).getByText(/We send a 6-digit code to client@demo.com/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send the code' }));
    const code = (await within(dialog).findByTestId('demo-code')).textContent ?? '';
    await user.click(within(dialog).getByLabelText('Digit 1 of 6'));
    await user.paste(code);
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));

    expect(await within(drawer).findByText(/Two-step sign-in is on: each sign-in asks for a code/)).toBeVisible();
    expect(client().twoStepEnabled).toBe(true);
    await user.click(within(drawer).getByRole('button', { name: 'Close sign-in security' }));
    await expect.poll(() => screen.queryByRole('dialog', { name: 'Sign-in security' })).toBeNull();
  });

  it('offers the same entry to the administrator, beside the settings page', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<UserMenu />, { user: 'admin', language: 'fr' });
    await user.click(screen.getByRole('button', { name: 'Menu du compte' }));
    expect(await screen.findByRole('menuitem', { name: 'Paramètres' })).toBeVisible();
    await user.click(screen.getByRole('menuitem', { name: 'Sécurité de connexion' }));
    const drawer = await screen.findByRole('dialog', { name: 'Sécurité de connexion' });
    expect(await within(drawer).findByText('La connexion en deux étapes est désactivée.')).toBeVisible();
  });

  it('shows the profile the server confirms at once, with no other render of the bar', async () => {
    await renderWithProviders(<UserMenu />, { user: 'admin' });
    const button = screen.getByRole('button', { name: 'Account menu' });
    expect(button).toHaveTextContent('AM');
    const userData = { ...session.user()!, fullName: 'Zoé Kassa' };
    act(() => session.confirm({ userData, userAbilityRules: session.rules() }));
    expect(button).toHaveTextContent('ZK');
  });
});
