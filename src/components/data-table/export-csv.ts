import type { DataTableColumn } from './types';

/** Builds the CSV text of rows from the columns that declare a `csv` value. Papaparse loads on demand. */
export async function toCsv<T>(rows: T[], columns: DataTableColumn<T>[]): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const cols = columns.filter((c) => c.csv);
  return Papa.unparse({
    fields: cols.map((c) => c.header),
    data: rows.map((r) => cols.map((c) => c.csv?.(r) ?? '')),
  });
}

export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  // The BOM makes spreadsheet apps read accents and Arabic correctly.
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Fetches every page of the current filtered view, 100 rows at a time (the largest page size). */
export async function fetchAllPages<T>(
  fetchPage: (page: number, itemsPerPage: number) => Promise<{ rows: T[]; total: number }>,
): Promise<T[]> {
  const size = 100;
  const first = await fetchPage(1, size);
  const rows = [...first.rows];
  const pages = Math.ceil(first.total / size);
  for (let p = 2; p <= pages; p += 1) rows.push(...(await fetchPage(p, size)).rows);
  return rows;
}
