import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/test/render-with-providers';
import { Component as DashboardPage } from './dashboard-page';

const path = '/apps/academy/dashboard';

describe('academy dashboard', () => {
  it('counts the courses and lists the ones to continue', async () => {
    await renderWithProviders(<DashboardPage />, { route: path });
    const total = await screen.findByText('Courses', { selector: 'p' }, { timeout: 15_000 });
    await waitFor(() => expect(total.parentElement).toHaveTextContent('25'));
    const next = screen.getByRole('region', { name: 'Continue learning' });
    await waitFor(() => expect(within(next).getAllByRole('link', { name: /^Continue / })).toHaveLength(4));
    expect(screen.getByRole('region', { name: 'Progress by category' })).toHaveTextContent('Psychology');
  });

  it('shows an error with a retry', async () => {
    server.use(http.get('*/api/apps/academy/courses', () => HttpResponse.json({}, { status: 500 })));
    await renderWithProviders(<DashboardPage />, { route: path });
    const alert = await screen.findByRole('alert', undefined, { timeout: 15_000 });
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
