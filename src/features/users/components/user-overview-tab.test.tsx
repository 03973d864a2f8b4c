import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/test/render-with-providers';
import { widgetsShown } from '@/test/widgets';
import { getIn } from '@/mocks/test-client';
import type { UserActivityList, UserProjects } from '../api/user-work';
import { Component as UserViewPage } from '../routes/user-view-page';

const open = (id: number) =>
  renderWithProviders(<UserViewPage />, { route: `/apps/user/view/${id}`, path: '/apps/user/view/:id' });

describe('the user view’s overview', () => {
  it('lists the user’s projects with their progress, and their activity newest first', async () => {
    await open(5);
    const { projects } = (await getIn<UserProjects>('en', '/api/apps/users/5/projects')).body;
    expect(projects).toHaveLength(4);
    for (const p of projects) {
      expect(await screen.findByRole('progressbar', { name: `Progress of ${p.name}` })).toHaveAttribute(
        'aria-valuenow',
        String(p.progress),
      );
    }
    await widgetsShown();
    const timeline = screen.getByRole('heading', { name: 'Activity timeline' }).closest('.MuiCard-root') as HTMLElement;
    const items = within(timeline).getAllByRole('listitem');
    const { activity } = (await getIn<UserActivityList>('en', '/api/apps/users/5/activity')).body;
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual(activity.map((a) => a.text));
  });

  it('shows an error with a retry in each card whose data could not be loaded', async () => {
    let fail = true;
    server.use(
      http.get('*/api/apps/users/:id/projects', () => (fail ? HttpResponse.json({}, { status: 500 }) : undefined)),
      http.get('*/api/apps/users/:id/activity', () => (fail ? HttpResponse.json({}, { status: 500 }) : undefined)),
      http.get('*/api/apps/invoices', () => (fail ? HttpResponse.json({}, { status: 500 }) : undefined)),
    );
    const user = userEvent.setup();
    await open(5);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(3));
    const alerts = screen.getAllByRole('alert');
    fail = false;
    for (const alert of alerts) await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('progressbar', { name: /^Progress of / })).toHaveLength(4);
    expect(await screen.findByRole('link', { name: 'OKD-0105' })).toHaveAttribute('href', '/apps/invoice/preview/105');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
