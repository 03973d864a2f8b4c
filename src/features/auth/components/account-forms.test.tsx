import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/auth/session';
import { renderWithProviders } from '@/test/render-with-providers';
import { ForgotPasswordForm } from './forgot-password-form';
import { RegisterForm } from './register-form';

async function fillRegister(email: string, password = 'Okoume2026!') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), 'Nadia Obame');
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('RegisterForm', () => {
  it('creates the account and signs it in with the client’s rights', async () => {
    const onRegistered = vi.fn();
    await renderWithProviders(<RegisterForm onRegistered={onRegistered} />, { user: null });
    await fillRegister('nadia@example.com');
    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalled(), { timeout: 15_000 });
    expect(session.user()).toMatchObject({ email: 'nadia@example.com', role: 'client' });
    expect(session.rules()).toEqual([{ action: 'read', subject: 'AclDemo' }]);
  });

  it('shows a taken address under its field and keeps what was typed', async () => {
    const onRegistered = vi.fn();
    await renderWithProviders(<RegisterForm onRegistered={onRegistered} />, { user: null });
    await fillRegister('admin@demo.com');
    expect(
      await screen.findByText(/An account already uses this e-mail address/, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('admin@demo.com');
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('holds the password to the policy before calling the API', async () => {
    await renderWithProviders(<RegisterForm onRegistered={() => {}} />, { user: null });
    await fillRegister('weak@example.com', 'weakpass');
    expect(await screen.findByText('The new password does not meet the rules below')).toBeInTheDocument();
  });
});

describe('ForgotPasswordForm', () => {
  it('answers the same for any address, and in the static demo shows the link with the reason', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ForgotPasswordForm resetPage="/pages/authentication/reset-password-v2" />, {
      user: null,
    });
    await user.type(await screen.findByLabelText('E-mail'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/If an account uses this address/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the link' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'client@demo.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const link = await screen.findByRole('link', { name: 'Open the link' });
    expect(link.getAttribute('href')).toMatch(/^\/pages\/authentication\/reset-password-v2\?token=[0-9a-f]{64}$/);
    expect(screen.getByText(/cannot send e-mail/)).toBeInTheDocument();
  });
});
