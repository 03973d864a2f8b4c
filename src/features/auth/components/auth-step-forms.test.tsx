import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { ResetPasswordForm } from './reset-password-form';
import { TwoStepsForm } from './two-steps-form';

describe('TwoStepsForm', () => {
  it('asks for the code, then for every digit, then says what the demo does', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<TwoStepsForm />, { user: null });
    const submit = await screen.findByRole('button', { name: 'Verify my account' });
    await user.click(submit);
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('123');
    await user.click(submit);
    expect(await screen.findByText('The code has 6 digits: fill in every box')).toBeInTheDocument();
    expect(screen.queryByText(/Two-step sign-in is not turned on here/)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Digit 4 of 6'));
    await user.keyboard('456');
    await user.click(submit);
    expect(
      await screen.findByText(/Two-step sign-in is not turned on here: no code was sent or checked/),
    ).toBeInTheDocument();
    expect(screen.queryByText('The code has 6 digits: fill in every box')).not.toBeInTheDocument();
  });

  it('speaks French and Arabic', async () => {
    const { unmount } = await renderWithProviders(<TwoStepsForm />, { user: null, language: 'ar' });
    await userEvent.click(await screen.findByRole('button', { name: 'تحقّق من حسابي' }));
    expect(await screen.findByText('أدخل الرمز المكوّن من 6 أرقام')).toBeInTheDocument();
    unmount();
    await renderWithProviders(<TwoStepsForm />, { user: null, language: 'fr' });
    await userEvent.click(await screen.findByRole('button', { name: 'Vérifier mon compte' }));
    expect(await screen.findByText('Saisissez le code à 6 chiffres')).toBeInTheDocument();
  });
});

describe('ResetPasswordForm', () => {
  it('holds the password to the policy and the confirmation to the password, keeping what was typed', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ResetPasswordForm />, { user: null });
    const password = await screen.findByLabelText(/^New password/);
    const confirm = screen.getByLabelText(/^Confirm the new password/);
    await user.type(password, 'short');
    await user.type(confirm, 'other');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The new password does not meet the rules below')).toBeInTheDocument();
    expect(password).toHaveValue('short');

    await user.clear(password);
    await user.type(password, 'Okoume2026!');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();

    await user.clear(confirm);
    await user.type(confirm, 'Okoume2026!');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByText(/Resetting by e-mail is not possible here: no link was sent, so nothing was saved/),
    ).toBeInTheDocument();
    expect(password).toHaveValue('Okoume2026!');
  });
});
