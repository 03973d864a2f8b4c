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
  it('shows the header: name, designation, location, joining date; Connected leaves them and the overview counts one less', async () => {
    await open('profile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aïcha Mbemba' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Libreville, Gabon')).toBeInTheDocument();
    expect(screen.getByText('Joined April 2021')).toBeInTheDocument();
    const overview = await screen.findByRole('region', { name: 'Overview' });
    expect(overview).toHaveTextContent('897');
    await userEvent.click(screen.getByRole('button', { name: /^Connected with Aïcha Mbemba/ }));
    expect(await screen.findByRole('button', { name: 'Connect with Aïcha Mbemba' })).toHaveTextContent('Connect');
    await waitFor(() => expect(overview).toHaveTextContent('896'));
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

  it('connects with a person through the API: the button and their count follow, and a new page shows the same', async () => {
    const user = userEvent.setup();
    const view = await open('connections');
    const countOf = (card: HTMLElement) => within(card).getByText('Connections').nextSibling!.textContent!;
    // A count under a thousand, which shows every unit (1,320 and 1,321 both read "1.3K").
    const card = (await screen.findAllByRole('article')).find((c) => /^\d+$/.test(countOf(c)))!;
    const name = within(card).getByRole('heading').textContent!;
    const before = within(card).getByRole('button').getAttribute('aria-label')!;
    const count = countOf(card);
    await user.click(within(card).getByRole('button'));
    await waitFor(() => expect(within(card).getByRole('button')).not.toHaveAttribute('aria-label', before));
    expect(Math.abs(Number(countOf(card)) - Number(count))).toBe(1);
    view.unmount();

    await open('connections');
    const again = await screen.findByRole('article', { name });
    expect(within(again).getByRole('button')).not.toHaveAttribute('aria-label', before);
  });

  it('keeps the button as it was and says so when the API refuses the change', async () => {
    server.use(http.put('*/api/pages/profile/connections/:id', () => HttpResponse.json({}, { status: 500 })));
    server.use(http.delete('*/api/pages/profile/connections/:id', () => HttpResponse.json({}, { status: 500 })));
    await open('connections');
    const card = (await screen.findAllByRole('article'))[0]!;
    const before = within(card).getByRole('button').getAttribute('aria-label')!;
    await userEvent.click(within(card).getByRole('button'));
    expect(await screen.findByText('The connection could not be changed. Please try again.')).toBeInTheDocument();
    expect(within(card).getByRole('button')).toHaveAttribute('aria-label', before);
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
