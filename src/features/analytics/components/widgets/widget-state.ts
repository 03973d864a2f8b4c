import type { AnalyticsDashboard } from '../../api/dashboard-types';

/** What every analytics widget gets from the page's one query: its data once there, or a retry after a failure. */
export interface WidgetState {
  data: AnalyticsDashboard | undefined;
  onRetry?: () => void;
}

/** The list widgets' body height, kept by their placeholder and error. */
export const listHeight = 300;
