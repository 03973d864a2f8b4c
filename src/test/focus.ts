import { screen, waitFor } from '@testing-library/react';

/**
 * Waits until the heading takes the focus: screens move it in an effect once the heading is on screen (a wizard's
 * step, an opened message), so a screen reader user meets it a moment after it appears.
 */
export const focusMovesTo = (heading: { level?: number; name: string }) =>
  waitFor(() => expect(screen.getByRole('heading', heading)).toHaveFocus(), { timeout: 10_000 });
