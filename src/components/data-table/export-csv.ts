import { formatNumber } from '@/lib/format';
import { intlLocaleOf } from '@/lib/i18n/languages';
import type { CsvValue, DataTableColumn } from './types';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a leading single
 * quote, so an exported name like `=HYPERLINK(…)` stays text (OWASP "CSV injection").
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * The field separator a spreadsheet in this language expects: a semicolon where the comma is the decimal
 * separator (French), else a comma.
 */
export function csvDelimiter(language: string): ',' | ';' {
  const decimal = new Intl.NumberFormat(intlLocaleOf(language)).formatToParts(1.5).find((p) => p.type === 'decimal');
  return decimal?.value === ',' ? ';' : ',';
}

/**
 * The text of one cell. Columns give the text their screen shows (translated labels, formatted dates and
 * amounts); a plain number is written in the reader's language here. Numbers cannot be formulas, so only
 * text is neutralised.
 */
export function csvCell(value: CsvValue, language: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? formatNumber(value, language) : '';
  return neutraliseFormula(value);
}

/**
 * The one CSV writer of the app: every list's export goes through it. Headers and cells are written as the
 * screen shows them, in the reader's language. Papaparse loads on demand.
 */
export async function toCsv<T>(rows: T[], columns: DataTableColumn<T>[], language: string): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const cols = columns.filter((c) => c.csv);
  return Papa.unparse(
    {
      fields: cols.map((c) => neutraliseFormula(c.header)),
      data: rows.map((r) => cols.map((c) => csvCell(c.csv?.(r), language))),
    },
    { delimiter: csvDelimiter(language), newline: '\r\n' },
  );
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

/** The API's largest page (docs/api.md, "Paging"). */
export const maxPageSize = 100;

/** Fetches every page of the current filtered view, one largest page at a time. */
export async function fetchAllPages<T>(
  fetchPage: (page: number, itemsPerPage: number) => Promise<{ rows: T[]; total: number }>,
): Promise<T[]> {
  const first = await fetchPage(1, maxPageSize);
  const rows = [...first.rows];
  const pages = Math.ceil(first.total / maxPageSize);
  for (let p = 2; p <= pages; p += 1) rows.push(...(await fetchPage(p, maxPageSize)).rows);
  return rows;
}
