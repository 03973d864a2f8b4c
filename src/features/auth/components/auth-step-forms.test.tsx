import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api } from '@/mocks/api';
import { renderWithProviders } from '@/test/render-with-providers';
import { ResetPasswordForm } from './reset-password-form';
import { TwoStepsForm } from './two-steps-form';

const links = { login: '/login', forgot: '/forgot-password' };

/** A reset link for the account, as the static demo's API answers it. */
async function resetTokenFor(email: string) {
  const answer = await api.request('/api/auth/forgot-password', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const { demo } = (await answer.json()) as { demo: { link: string } };
  return new URL(demo.link).searchParams.get('token')!;
}

describe('TwoStepsForm', () => {
  it('asks a visitor to sign in first, after checking the code is complete', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<TwoStepsForm loginPage="/login" />, { user: null });
    const submit = await screen.findByRole('button', { name: 'Verify my account' });
    await user.click(submit);
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('123');
    await user.click(submit);
    expect(await screen.findByText('The code has 6 digits: fill in every box')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Digit 4 of 6'));
    await user.keyboard('456');
    await user.click(submit);
    expect(await screen.findByText(/Sign in first: the code is sent to the signed-in account/)).toBeInTheDocument();
  });

  it('sends a code (shown in the static demo, saying why), counts a wrong one, accepts the right one', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<TwoStepsForm loginPage="/login" />, { user: 'client' });
    await user.click(await screen.findByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText(/A 6-digit code has been sent to client@demo.com/)).toBeInTheDocument();
    expect(screen.getByText('No e-mail leaves your browser')).toBeInTheDocument();
    const code = screen.getByTestId('demo-code').textContent!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard(wrong);
    await user.click(screen.getByRole('button', { name: 'Verify my account' }));
    expect(await screen.findByText('Wrong code. Tries left: 4')).toBeInTheDocument();
    // Pasted over the wrong one, as a reader would from the e-mail.
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.paste(code);
    await user.click(screen.getByRole('button', { name: 'Verify my account' }));
    expect(await screen.findByText('Code accepted: your sign-in is confirmed.')).toBeInTheDocument();
  });

  it('speaks French and Arabic', async () => {
    const { unmount } = await renderWithProviders(<TwoStepsForm loginPage="/login" />, { user: null, language: 'ar' });
    await userEvent.click(await screen.findByRole('button', { name: 'تحقّق من حسابي' }));
    expect(await screen.findByText('أدخل الرمز المكوّن من 6 أرقام')).toBeInTheDocument();
    unmount();
    await renderWithProviders(<TwoStepsForm loginPage="/login" />, { user: null, language: 'fr' });
    await userEvent.click(await screen.findByRole('button', { name: 'Vérifier mon compte' }));
    expect(await screen.findByText('Saisissez le code à 6 chiffres')).toBeInTheDocument();
  });
});

describe('ResetPasswordForm', () => {
  it('says the page opens from a reset link when it has no token', async () => {
    await renderWithProviders(<ResetPasswordForm token={null} links={links} />, { user: null });
    expect(await screen.findByText(/This page opens from the link of a reset e-mail/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('holds the password to the policy, refuses a dead link, and sets the password with a live one', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ResetPasswordForm token={'0'.repeat(64)} links={links} />, { user: null });
    const password = await screen.findByLabelText(/^New password/);
    const confirm = screen.getByLabelText(/^Confirm the new password/);
    await user.type(password, 'short');
    await user.type(confirm, 'other');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The new password does not meet the rules below')).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'Okoume2026!');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    await user.clear(confirm);
    await user.type(confirm, 'Okoume2026!');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/This link no longer works/)).toBeInTheDocument();
    expect(password).toHaveValue('Okoume2026!');
  });

  it('sets the password with a live link: the old one no longer signs in, the new one does', async () => {
    const user = userEvent.setup();
    const token = await resetTokenFor('client@demo.com');
    await renderWithProviders(<ResetPasswordForm token={token} links={links} />, { user: null });
    await user.type(await screen.findByLabelText(/^New password/), 'Client2026!');
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'Client2026!');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    const signIn = (password: string) =>
      api.request('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'client@demo.com', password }),
      });
    expect((await signIn('client')).status).toBe(400);
    expect((await signIn('Client2026!')).status).toBe(201);
  });
});
