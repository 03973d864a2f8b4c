import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/test/render-with-providers';
import { widgetsShown } from '@/test/widgets';
import { Component as DashboardPage } from './dashboard-page';

const path = '/dashboards/academy';

describe('academy dashboard', () => {
  it('counts the courses and lists the ones to continue', async () => {
    await renderWithProviders(<DashboardPage />, { route: path });
    const total = await screen.findByText('Courses', { selector: 'p' }, { timeout: 15_000 });
    await waitFor(() => expect(total.parentElement).toHaveTextContent('25'));
    const next = screen.getByRole('region', { name: 'Continue learning' });
    await waitFor(() => expect(within(next).getAllByRole('link', { name: /^Continue / })).toHaveLength(4));
    expect(screen.getByRole('region', { name: 'Progress by category' })).toHaveTextContent('Psychology');
  });

  it('shows the learner’s widgets from the API, the charts described in words', async () => {
    await renderWithProviders(<DashboardPage />, { route: path });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Welcome back, Aïcha Mbemba' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await widgetsShown();
    expect(screen.getByText('Hours this week').nextSibling).toHaveTextContent('23 h of 25 h');

    const hours = await screen.findByRole('figure', { name: 'Time spent' });
    expect(hours).toHaveAccessibleDescription(
      /^Hours of study per week, from the oldest: Oct 5: 14\.5 h, .*Nov 23: 23 h\.$/,
    );
    const topics = screen.getByRole('figure', { name: 'Topics you are interested in' });
    expect(topics).toHaveAccessibleDescription(/^Share of your course tasks by topic: Web \d+(\.\d)?%, Design /);

    const instructors = screen.getByRole('list', { name: 'Popular instructors' });
    expect(within(instructors).getAllByRole('listitem')).toHaveLength(5);
    const assignments = screen.getByRole('list', { name: 'Assignment progress' });
    const circles = within(assignments).getAllByRole('progressbar');
    expect(circles.length).toBeGreaterThan(0);
    const values = circles.map((c) => Number(c.getAttribute('aria-valuenow')));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(within(screen.getByRole('list', { name: 'Top courses' })).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/apps\/academy\/course-details\?id=\d+$/),
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Live Q&A: build your first dashboard' })).toBeInTheDocument();
  });

  it('writes the widgets in French', async () => {
    await renderWithProviders(<DashboardPage />, { route: path, language: 'fr' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Bon retour, Aïcha Mbemba' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await widgetsShown();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Questions en direct\u00a0: votre premier tableau de bord' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Formateurs populaires' })).toHaveTextContent(/apprenants/);
  });

  it('shows an error with a retry in each widget when the dashboard call fails, and the data after a retry', async () => {
    let fail = true;
    server.use(
      http.get('*/api/apps/academy/dashboard', () =>
        fail ? HttpResponse.json({ message: 'Down' }, { status: 500 }) : undefined,
      ),
    );
    await renderWithProviders(<DashboardPage />, { route: path });
    const retries = await screen.findAllByRole('button', { name: 'Try again' }, { timeout: 15_000 });
    expect(retries).toHaveLength(7);
    fail = false;
    await userEvent.setup().click(retries[0]!);
    expect(await screen.findByRole('list', { name: 'Popular instructors' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument());
  });

  it('shows an error with a retry when the course list fails', async () => {
    server.use(http.get('*/api/apps/academy/courses', () => HttpResponse.json({}, { status: 500 })));
    await renderWithProviders(<DashboardPage />, { route: path });
    const alerts = await screen.findAllByRole('alert', undefined, { timeout: 15_000 });
    expect(alerts).toHaveLength(2);
    for (const alert of alerts) expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Popular instructors' })).toBeInTheDocument();
  });
});
