import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/test/render-with-providers';
import { UserStats } from './user-stats';

configure({ asyncUtilTimeout: 8000 });

describe('user stats', () => {
  it('shows an error with a retry instead of made-up figures, and the retry brings them back', async () => {
    let down = true;
    server.use(
      // Only the active-users total fails; other calls fall through to the app's handlers.
      http.get('*/api/apps/users', ({ request }) =>
        down && new URL(request.url).searchParams.get('status') === 'active'
          ? HttpResponse.json({ message: 'down' }, { status: 500 })
          : undefined,
      ),
    );
    const user = userEvent.setup();
    await renderWithProviders(<UserStats />, { route: '/apps/user/list' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The figures could not be loaded.');
    expect(screen.queryByText(/of all users/)).not.toBeInTheDocument();

    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    // The cards' labels stay while they load: the figures are in once their shares are.
    const shares = await waitFor(() => {
      const found = screen.getAllByText(/% of all users/);
      expect(found).toHaveLength(3);
      return found;
    });
    expect(shares.some((s) => /^0\s?% /.test(s.textContent ?? ''))).toBe(false);
  });
});
