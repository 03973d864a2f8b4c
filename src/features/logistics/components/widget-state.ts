import type { LogisticsDashboard } from '../api/types';

/** What every logistics widget gets from the page's one query: its data once there, or a retry after a failure. */
export interface WidgetState {
  data: LogisticsDashboard | undefined;
  onRetry?: () => void;
}

export const statusTones = { onTheWay: 'primary', unloading: 'success', loading: 'info', waiting: 'warning' } as const;

/** The delivery exceptions' colours, in the order the API lists the reasons (the donut and its legend). */
export const reasonTones = ['primary', 'info', 'warning', 'success', 'error'] as const;
