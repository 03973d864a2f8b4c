import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { Component as NotFoundRoute } from './not-found-route';

describe('unknown address', () => {
  it.each([
    ['admin', '/dashboards/analytics'],
    ['client', '/access-control'],
  ] as const)('offers the %s a way back to the first back-office page it may open', async (user, home) => {
    await renderWithProviders(<NotFoundRoute />, { route: '/nowhere', user });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the back office' })).toHaveAttribute('href', home);
  });

  it('keeps the blank page and its way home for a visitor', async () => {
    await renderWithProviders(<NotFoundRoute />, { route: '/nowhere', user: null });
    expect(await screen.findByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Back to the back office' })).not.toBeInTheDocument();
  });
});
