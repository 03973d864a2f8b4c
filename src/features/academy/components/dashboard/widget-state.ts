import type { AcademyDashboard } from '../../api/dashboard-types';

/** What every academy widget gets from the dashboard's one query: its data once there, or a retry after a failure. */
export interface WidgetState {
  data: AcademyDashboard | undefined;
  onRetry?: () => void;
}
