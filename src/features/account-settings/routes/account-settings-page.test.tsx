import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { Component as AccountSettingsPage } from './account-settings-page';

const path = '/pages/account-settings/:tab';
const open = (tab: string) =>
  renderWithProviders(<AccountSettingsPage />, { route: `/pages/account-settings/${tab}`, path });
/** The toaster loads on the first toast; under a busy machine that takes more than findBy's default second. */
const toastShown = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 5000 });
const location = () => screen.getByTestId('location').textContent;

// A cap, not a wait: the profile test types into many fields and saves twice through the API.
describe('account settings page', { timeout: 45_000 }, () => {
  it('shows the tab named in the URL, and a tab click changes the URL', async () => {
    await open('security');
    expect(await screen.findByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Billing & plans' }));
    await waitFor(() => expect(location()).toBe('/pages/account-settings/billing-plans'));
    expect(await screen.findByRole('heading', { name: 'Current plan' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Billing & plans' })).toHaveAttribute('aria-selected', 'true');
  });

  it('replaces an unknown tab with the account tab', async () => {
    await open('nope');
    await waitFor(() => expect(location()).toBe('/pages/account-settings/account'));
    expect(await screen.findByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  });

  it('fills the profile from the signed-in user, shows errors under the fields and keeps what was typed', async () => {
    await open('account');
    const user = userEvent.setup();
    const first = await screen.findByRole('textbox', { name: /First name/ });
    expect(first).toHaveValue('Aïcha');
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveValue('Mbemba');

    await user.clear(first);
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    await user.clear(email);
    await user.type(email, 'aicha@');
    await user.type(screen.getByRole('textbox', { name: /Postal code/ }), '1');
    await user.type(screen.getByRole('textbox', { name: /Organisation/ }), ' Gabon');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid postal code (3 to 10 letters or digits)')).toBeInTheDocument();
    expect(email).toHaveValue('aicha@');
    expect(screen.getByRole('textbox', { name: /Organisation/ })).toHaveValue('Okoumé Digital Gabon');
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();

    await user.type(first, 'Awa');
    await user.type(email, 'okoume.example');
    await user.type(screen.getByRole('textbox', { name: /Postal code/ }), '2345');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await toastShown('Saved')).toBeInTheDocument();
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
  });

  it('keeps saved values through the API: a new visit of the tab shows them', async () => {
    const { unmount } = await open('account');
    const user = userEvent.setup();
    const first = await screen.findByRole('textbox', { name: /First name/ });
    await user.clear(first);
    await user.type(first, 'Awa');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await toastShown('Saved')).toBeInTheDocument();
    unmount();
    await open('account');
    expect(await screen.findByRole('textbox', { name: /First name/ })).toHaveValue('Awa');
  });

  it('previews a valid avatar, refuses other files with a clear message, and resets', async () => {
    await open('account');
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText('Upload a new photo');

    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(/This file is not a supported image/)).toBeInTheDocument();

    await user.upload(input, new File([new Uint8Array(900 * 1024)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText(/This image is larger than 800 KB/)).toBeInTheDocument();

    await user.upload(input, new File([new Uint8Array(64)], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Profile photo of Aïcha Mbemba' })).toBeInTheDocument();
    expect(screen.queryByText(/larger than 800 KB/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset photo' }));
    expect(screen.queryByRole('img', { name: /Profile photo/ })).not.toBeInTheDocument();
  });

  it('asks to tick the box before the delete dialog, and keeps the shared account', async () => {
    await open('account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    expect(screen.getByText('Tick the box to confirm the deletion')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'I confirm that I want to delete my account' }));
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it' }));
    expect(await toastShown('Account kept: this account cannot be deleted.')).toBeInTheDocument();
  });

  it('validates the new password against the rules shown and the confirmation', async () => {
    await open('security');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);

    await user.type(screen.getByLabelText(/Current password/), 'admin');
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/Confirm the new password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The new password does not meet the rules below')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('At least 8 characters', { exact: false })).toHaveTextContent('(not met yet)');

    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'Okoume2026!');
    await user.clear(screen.getByLabelText(/Confirm the new password/));
    await user.type(screen.getByLabelText(/Confirm the new password/), 'Okoume2026!');
    expect(screen.getByText('At least 8 characters', { exact: false })).toHaveTextContent('(met)');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await toastShown(/The new password meets the rules/)).toBeInTheDocument();
  });

  it('lists invoices with money and dates from Intl, and switches plans for the session', async () => {
    await open('billing-plans');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Billing history' });
    const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'XAF' })
      .format(15000)
      .replace(/\s/g, ' ');
    expect(within(table).getAllByText(money).length).toBeGreaterThan(0);
    expect(screen.getByText('Your current plan is Team')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Days' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a plan' });
    await user.click(within(dialog).getByRole('radio', { name: /Enterprise/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Choose this plan' }));
    expect(await screen.findByText('Your current plan is Enterprise')).toBeInTheDocument();
    expect(await toastShown('Saved')).toBeInTheDocument();
  });

  it('toggles a notification channel and saves it', async () => {
    await open('notifications');
    const user = userEvent.setup();
    const box = await screen.findByRole('checkbox', { name: 'Account activity by App' });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await toastShown('Saved')).toBeInTheDocument();
  });

  it('connects and disconnects accounts', async () => {
    await open('connections');
    const user = userEvent.setup();
    const slack = await screen.findByRole('switch', { name: 'Slack' });
    expect(slack).not.toBeChecked();
    await user.click(slack);
    expect(slack).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Connect Facebook' }));
    expect(await screen.findByRole('button', { name: 'Disconnect Facebook' })).toBeInTheDocument();
  });
});
