import type { ReactNode } from 'react';

/** A row's key, from the list's records (`getRowId`). */
export type RowId = string | number;

/** A CSV cell: the text the screen shows, or a plain number (written in the reader's language). */
export type CsvValue = string | number | null | undefined;

export interface DataTableColumn<T> {
  id: string;
  header: string;
  /** The API's sortBy value; a column without one is not sortable. */
  sortKey?: string;
  render: (row: T) => ReactNode;
  /**
   * The cell of the CSV export, as the screen shows it: translated labels, dates and amounts formatted in
   * the interface language (a plain number is formatted by the export). Columns without one are left out.
   */
  csv?: (row: T) => CsvValue;
  align?: 'left' | 'center' | 'right';
  minWidth?: number;
}
