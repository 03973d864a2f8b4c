import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/auth/session';
import { renderWithProviders } from '@/test/render-with-providers';
import { Component as RegisterMultiStepsPage } from './register-multi-steps-page';

const route = '/pages/authentication/register-multi-steps';

describe('register multi-steps', () => {
  it('checks each step before the next, keeps the step in the URL and the data going back, then signs up', async () => {
    const user = userEvent.setup();
    sessionStorage.clear();
    await renderWithProviders(<RegisterMultiStepsPage />, { route, user: null });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Use at least 3 characters')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Username'), 'Nadia Obame');
    await user.type(screen.getByLabelText('E-mail'), 'nadia.multi@example.com');
    await user.type(screen.getByLabelText('Password'), 'Okoume2026!');
    await user.type(screen.getByLabelText('Confirm the new password'), 'Okoume2026!');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Personal info' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('?step=personal');

    await user.type(screen.getByLabelText('First name'), 'Nadia');
    await user.type(screen.getByLabelText('Last name'), 'Obame');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByLabelText('Username')).toHaveValue('Nadia Obame');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('First name')).toHaveValue('Nadia');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.click(await screen.findByRole('radio', { name: /Team/ }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Please accept the terms')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(
      await screen.findByRole('heading', { name: 'Your account is ready' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(session.user()).toMatchObject({ email: 'nadia.multi@example.com', fullName: 'Nadia Obame', role: 'client' });
    // The plan as the API kept it with the account, read back from the session.
    expect(await screen.findByText('Plan kept: Team')).toBeInTheDocument();
    // The draft never held the passwords.
    expect(JSON.stringify(sessionStorage)).not.toContain('Okoume2026!');
  }, 120_000);
});
