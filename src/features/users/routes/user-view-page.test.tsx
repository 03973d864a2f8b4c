import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/test/render-with-providers';
import { Component as UserViewPage } from './user-view-page';

const path = '/apps/user/view/:id';

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
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText('The new password does not meet the rules below')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Billing & plan' }));
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Current plan' })).toBeInTheDocument();
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
