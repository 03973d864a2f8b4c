import type { CrmDashboard } from '../api/types';

/** What every CRM widget gets from the page's one query: its data once there, or a retry after a failure. */
export interface WidgetState {
  data: CrmDashboard | undefined;
  onRetry?: () => void;
}

/** The bar to draw in full colour: the highest (the first of equals). */
export const highest = (values: readonly number[]) => values.indexOf(Math.max(...values));
