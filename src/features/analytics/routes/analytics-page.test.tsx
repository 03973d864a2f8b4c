import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/test/render-with-providers';
import { Component as AnalyticsPage } from './analytics-page';

const path = '/dashboards/analytics';
const bodyRows = async () => within((await screen.findAllByRole('rowgroup'))[1]!).getAllByRole('row');
const progressOf = (rows: HTMLElement[]) =>
  rows.map((r) => Number(within(r).getByRole('progressbar').getAttribute('aria-valuenow')));

describe('analytics page', () => {
  it('shows the projects matching q from the URL, and the summary of every project', async () => {
    await renderWithProviders(<AnalyticsPage />, { route: `${path}?q=sales`, path });
    const table = await screen.findByRole('table', { name: 'Projects' });
    await waitFor(() => expect(within(table).getAllByRole('progressbar')).toHaveLength(1));
    expect(within(table).getByText('Sales Dashboard')).toBeInTheDocument();
    // The type label is the API's, in the reader's language.
    expect(within(table).getByText('Figma Project')).toBeInTheDocument();
    expect(screen.getByLabelText('Search a project, leader or type')).toHaveValue('sales');
    // The cards sum up the whole portfolio (20 seeded projects), not the searched page.
    const count = await screen.findByText('Projects', { selector: 'p' });
    await waitFor(() => expect(count.parentElement).toHaveTextContent('20'));
  });

  it('sorts by progress through the API: ascending, then descending, written to the URL', async () => {
    const { router } = await renderWithProviders(<AnalyticsPage />, { route: path, path });
    const table = await screen.findByRole('table', { name: 'Projects' });
    await waitFor(() => expect(within(table).getAllByRole('progressbar')).toHaveLength(10));
    const user = userEvent.setup();

    await user.click(within(table).getByRole('button', { name: 'Progress' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=progress&orderBy=asc'));
    await waitFor(() =>
      expect(within(table).getByRole('columnheader', { name: 'Progress' })).toHaveAttribute('aria-sort', 'ascending'),
    );
    await waitFor(async () => {
      const values = progressOf(await bodyRows());
      expect(values).toEqual([...values].sort((a, b) => a - b));
      expect(values[0]).toBeLessThan(values[9]!);
    });

    await user.click(within(table).getByRole('button', { name: 'Progress' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=progress&orderBy=desc'));
    await waitFor(async () => {
      const values = progressOf(await bodyRows());
      expect(values).toEqual([...values].sort((a, b) => b - a));
      expect(values[0]).toBeGreaterThan(values[9]!);
    });
  });

  it('says when no project matches', async () => {
    await renderWithProviders(<AnalyticsPage />, { route: `${path}?q=zzzz-nothing`, path });
    expect(await screen.findByText('No results')).toBeInTheDocument();
  });

  it('shows an error with a retry when the API fails', async () => {
    server.use(http.get('*/api/dashboard/analytics/projects', () => HttpResponse.json({}, { status: 500 })));
    await renderWithProviders(<AnalyticsPage />, { route: path, path });
    expect(await screen.findAllByRole('alert', {}, { timeout: 5000 })).not.toHaveLength(0);
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  });
});
