import type { ReactNode } from 'react';

export interface DataTableColumn<T> {
  id: string;
  header: string;
  /** The API's sortBy value; a column without one is not sortable. */
  sortKey?: string;
  render: (row: T) => ReactNode;
  /** Plain value for the CSV export; columns without one are left out of it. */
  csv?: (row: T) => string | number;
  align?: 'left' | 'center' | 'right';
  minWidth?: number;
}
