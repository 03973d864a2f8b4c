import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetDb } from '@/mocks/db';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/test/render-with-providers';
import { Component as UserViewPage } from './user-view-page';

const path = '/apps/user/view/:id';

beforeEach(() => resetDb());

describe('user view page', () => {
  it("shows the user's card, details and tabs", async () => {
    const seeded = db.users.find((u) => u.id === 7)!;
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<UserViewPage />, { route: '/apps/user/view/7', path });
    expect(await screen.findByRole('heading', { level: 1, name: seeded.fullName })).toBeInTheDocument();
    const details = screen.getByRole('heading', { name: 'Details' }).nextElementSibling as HTMLElement;
    expect(details).toHaveTextContent(`@${seeded.username}`);
    expect(details).toHaveTextContent(seeded.email);
    expect(details).toHaveTextContent(seeded.taxId);
    expect(screen.getAllByText('Tasks done').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('tab', { name: 'Security' }));
    expect(router.state.location.search).toBe('?tab=security');
    // Opening a tab can suspend the page while what the tab needs loads (React hides the page meanwhile; seconds on a
    // busy machine): the test waits for the field as a user does.
    await user.type(await screen.findByLabelText(/^New password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText('The new password does not meet the rules below')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Billing & plan' }));
    const plan = await screen.findByRole('heading', { name: 'Current plan' });
    expect(screen.getByRole('tabpanel')).toContainElement(plan);
  });

  it('edits the user and suspends them through the API', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    await renderWithProviders(<UserViewPage />, { route: '/apps/user/view/8', path });
    const name = db.users.find((u) => u.id === 8)!.fullName;
    await screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the user' });
    const fullName = within(dialog).getByLabelText(/^Full name/);
    await user.clear(fullName);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await user.type(fullName, 'Rodrigue Moussavou');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rodrigue Moussavou' })).toBeInTheDocument();
    expect(db.users.find((u) => u.id === 8)).toMatchObject({
      fullName: 'Rodrigue Moussavou',
      country: expect.any(String),
    });

    db.users.find((u) => u.id === 8)!.status = 'active';
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(db.users.find((u) => u.id === 8)!.status).toBe('inactive'));
    expect(await screen.findByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
  });

  it("says 'User not found' with a link back to the list for an unknown id", async () => {
    await renderWithProviders(<UserViewPage />, { route: '/apps/user/view/999', path });
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to users' })).toHaveAttribute('href', '/apps/user/list');
  });

  it('shows an error with a retry when the API fails', async () => {
    let fail = true;
    server.use(http.get('*/api/apps/users/:id', () => (fail ? HttpResponse.json({}, { status: 500 }) : undefined)));
    await renderWithProviders(<UserViewPage />, { route: '/apps/user/view/3', path });
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
