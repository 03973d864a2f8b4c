import type { CrmDashboard } from '../api/types';

/** What every CRM widget gets from the page's one query: its data once there, or a retry after a failure. */
export interface WidgetState {
  data: CrmDashboard | undefined;
  onRetry?: () => void;
}
