import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/test/render-with-providers';
import { widgetsShown } from '@/test/widgets';
import { Component as AnalyticsPage } from '../../routes/analytics-page';

const path = '/dashboards/analytics';
const widgets = 9;

describe('analytics dashboard widgets', () => {
  it('shows every widget from the API, amounts in CFA francs', async () => {
    await renderWithProviders(<AnalyticsPage />, { route: path, path });
    const sources = await screen.findByRole('list', { name: 'Visit sources' });
    await widgetsShown();
    expect(within(sources).getAllByRole('listitem')).toHaveLength(6);
    expect(within(sources).getAllByRole('listitem')[0]).toHaveTextContent('Search engines9,840 visits');
    const campaign = screen.getByRole('list', { name: 'Monthly campaign' });
    expect(within(campaign).getAllByRole('listitem')[0]).toHaveTextContent('Emails sent12,480100%');
    expect(screen.getByRole('list', { name: 'Project timeline' })).toHaveTextContent('Power BI dashboard delivered');
    expect(screen.getByRole('progressbar', { name: 'Share of the target reached' })).toHaveAttribute(
      'aria-valuenow',
      '85',
    );
    expect(screen.getByText('Trainees enrolled this month: 214')).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: 'Support tracker' })).toHaveAccessibleDescription(
      '85% of the week’s 164 tickets are resolved.',
    );
    expect(screen.getByRole('figure', { name: 'Average daily sales' })).toHaveAccessibleDescription(
      /^Average daily sales over fourteen days: FCFA\s[\d,]+\. Best day: \w+day, November \d+, FCFA\s[\d,]+\.$/,
    );
    expect(screen.getByRole('figure', { name: 'Website traffic' })).toHaveAccessibleDescription(
      /Sessions [\d,]+, Visitors [\d,]+, Page views [\d,]+, Conversion [\d.]+%\.$/,
    );
    // The projects' chart, from the projects' own call, is described too.
    expect(await screen.findByRole('figure', { name: 'Projects by progress' })).toHaveAccessibleDescription(
      /^Projects by progress: 0–39% \d+, 40–69% \d+, 70–99% \d+, Completed \d+\.$/,
    );
  });

  it('switches the earning reports measure with its tabs: orders are counted, sales are amounts', async () => {
    await renderWithProviders(<AnalyticsPage />, { route: path, path });
    const figure = await screen.findByRole('figure', { name: 'Earning reports' });
    const user = userEvent.setup();
    expect(within(figure).getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    expect(figure).toHaveAccessibleDescription(/^Orders over seven days: [\d,]+\. Best day: /);
    expect(within(figure).getByText('Orders over seven days').nextSibling).not.toHaveTextContent('FCFA');

    await user.click(within(figure).getByRole('tab', { name: 'Sales' }));
    expect(within(figure).getByRole('tab', { name: 'Sales' })).toHaveAttribute('aria-selected', 'true');
    expect(within(figure).getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'false');
    expect(figure).toHaveAccessibleDescription(/^Sales over seven days: FCFA\s[\d,]+\. Best day: /);
    expect(within(figure).getByText('Sales over seven days').nextSibling).toHaveTextContent('FCFA');
  });

  it('shows an error with a retry in every widget when the call fails, and the data after a retry', async () => {
    let fail = true;
    server.use(
      http.get('*/api/dashboard/analytics', () =>
        fail ? HttpResponse.json({ message: 'Down' }, { status: 500 }) : undefined,
      ),
    );
    await renderWithProviders(<AnalyticsPage />, { route: path, path });
    const retries = await screen.findAllByRole('button', { name: 'Try again' }, { timeout: 5000 });
    expect(retries).toHaveLength(widgets);
    expect(screen.queryByRole('list', { name: 'Visit sources' })).not.toBeInTheDocument();
    // The projects' widgets have their own call: they still show.
    expect(await screen.findByRole('table', { name: 'Projects' })).toBeInTheDocument();

    fail = false;
    await userEvent.setup().click(retries[5]!);
    expect(await screen.findByRole('list', { name: 'Visit sources' })).toHaveTextContent('Search engines');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument());
  });
});
