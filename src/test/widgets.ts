import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A dashboard's widgets draw their data one per task, in order (components/turn.tsx): waits, as a reader does, until
 * no part of the page is still loading.
 */
export const widgetsShown = () =>
  waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 15_000 });
