import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvDelimiter, neutraliseFormula, toCsv } from './export-csv';
import type { DataTableColumn } from './types';

interface Row {
  name: string;
  amount: number;
}

const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Nom', render: (r) => r.name, csv: (r) => r.name },
  { id: 'amount', header: 'Montant', render: (r) => r.amount, csv: (r) => r.amount },
  { id: 'hidden', header: 'Hors export', render: () => null },
];

describe('neutraliseFormula', () => {
  it.each([
    ['=HYPERLINK("http://evil","x")', `'=HYPERLINK("http://evil","x")`],
    ['+1+cmd|" /C calc"!A0', `'+1+cmd|" /C calc"!A0`],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
  ])('prefixes %j with a single quote', (input, expected) => {
    expect(neutraliseFormula(input)).toBe(expected);
  });

  it.each(['Awa Mba', 'a=b', 'x+y', 'mail@ex.com', ''])('leaves %j as it is', (input) => {
    expect(neutraliseFormula(input)).toBe(input);
  });
});

describe('toCsv', () => {
  const rows: Row[] = [
    { name: '=cmd|"/C calc"!A0', amount: 1299.5 },
    { name: 'Mba; Awa', amount: -3 },
  ];

  it('writes French with semicolons and French numbers, formulas neutralised, unexported columns left out', async () => {
    const text = await toCsv(rows, columns, 'fr');
    expect(csvDelimiter('fr')).toBe(';');
    const { data } = Papa.parse<string[]>(text, { delimiter: ';' });
    expect(data[0]).toEqual(['Nom', 'Montant']);
    expect(data[1]).toEqual([`'=cmd|"/C calc"!A0`, '1\u202f299,5']);
    // A negative number is a number, not a formula: written as the screen shows it.
    expect(data[2]).toEqual(['Mba; Awa', '-3']);
  });

  it('writes English with commas and English numbers', async () => {
    const { data } = Papa.parse<string[]>(await toCsv(rows, columns, 'en'), { delimiter: ',' });
    expect(data[1]).toEqual([`'=cmd|"/C calc"!A0`, '1,299.5']);
  });

  it('neutralises a header too', async () => {
    const text = await toCsv([], [{ ...columns[0]!, header: '=1+1' }], 'en');
    expect(text.trim()).toBe("'=1+1");
  });
});
