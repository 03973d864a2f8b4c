import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '@/lib/i18n/i18n';
import { AppProviders } from '../providers';
import { RouteErrorPage } from './route-error-page';

function Broken(): never {
  throw new Error('boom');
}

describe('route error boundary', () => {
  it('shows the server-error screen with a retry instead of a blank page', async () => {
    initI18n('en');
    await i18next.changeLanguage('en');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }]);
    render(
      <Suspense fallback={null}>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: '500' })).toBeInTheDocument();
    expect(screen.getByText('Internal server error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
