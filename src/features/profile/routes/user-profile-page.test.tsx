import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/test/render-with-providers';
import { Component as UserProfilePage } from './user-profile-page';

const path = '/pages/user-profile/:tab';
const open = (tab: string) => renderWithProviders(<UserProfilePage />, { route: `/pages/user-profile/${tab}`, path });

describe('user profile page', () => {
  it('shows the header: name, designation, location, joining date and the Connected toggle', async () => {
    await open('profile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aïcha Mbemba' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Libreville, Gabon')).toBeInTheDocument();
    expect(screen.getByText('Joined April 2021')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Connected' });
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Connect' })).toBeInTheDocument();
  });

  it('shows the profile sections: about facts, overview, connections and teams', async () => {
    await open('profile');
    const about = await screen.findByRole('region', { name: 'About' });
    expect(within(about).getByText('Developer')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Overview' })).toHaveTextContent('13.5k');
    expect(screen.getByRole('region', { name: 'Connections' })).toHaveTextContent('Serge Nguema');
    expect(screen.getByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
  });

  it.each([
    ['fr', 'À propos', 'Développeuse', 'Vue d’ensemble', /13,5\sk/, 'Libreville, Gabon'],
    ['ar', 'نبذة', 'مطوّرة', 'نظرة عامة', /13\.5\sألف/, 'ليبرفيل، الغابون'],
  ])(
    'reads in %s: the API values, counts and location in that language',
    async (language, aboutName, role, overviewName, count, place) => {
      await renderWithProviders(<UserProfilePage />, {
        route: '/pages/user-profile/profile',
        path,
        language: language as 'fr' | 'ar',
      });
      const about = await screen.findByRole('region', { name: aboutName }, { timeout: 5000 });
      expect(within(about).getByText(role)).toBeInTheDocument();
      expect(screen.getByRole('region', { name: overviewName })).toHaveTextContent(count);
      expect(screen.getByText(place)).toBeInTheDocument();
      expect(screen.queryByText(/Developer|Active|French, English/)).toBeNull();
    },
  );

  it('follows the URL: a tab link changes the address and shows that tab', async () => {
    const user = userEvent.setup();
    await open('profile');
    await user.click(await screen.findByRole('tab', { name: 'Projects' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/pages/user-profile/projects'));
    expect(screen.getByRole('tab', { name: 'Projects', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Cocoa Traceability' })).toHaveTextContent(/days? left/);
    expect(screen.getByRole('progressbar', { name: 'Progress of Cocoa Traceability' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Teams' }));
    expect(await screen.findByRole('article', { name: 'React Developers' })).toBeInTheDocument();
  });

  it('keeps a connection toggled while the page is open', async () => {
    const user = userEvent.setup();
    await open('connections');
    const cards = await screen.findAllByRole('article');
    const first = cards[0]!;
    const button = within(first).getByRole('button');
    const before = button.textContent;
    await user.click(button);
    expect(within(first).getByRole('button').textContent).not.toBe(before);
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    await user.click(await screen.findByRole('tab', { name: 'Connections' }));
    const again = (await screen.findAllByRole('article'))[0]!;
    expect(within(again).getByRole('button').textContent).not.toBe(before);
  });

  it('opens the Profile tab for an unknown tab', async () => {
    await open('nope');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/pages/user-profile/profile'));
    expect(await screen.findByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
  });

  it('shows an error with a retry when a tab fails, and the retry loads it', async () => {
    let fail = true;
    server.use(
      http.get('*/api/pages/profile', ({ request }) =>
        fail && new URL(request.url).searchParams.get('tab') === 'teams'
          ? HttpResponse.json({}, { status: 500 })
          : undefined,
      ),
    );
    await open('teams');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'React Developers' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the header fails', async () => {
    server.use(http.get('*/api/pages/profile/header', () => HttpResponse.json({}, { status: 500 })));
    await open('profile');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('The profile could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
