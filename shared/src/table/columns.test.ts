import { describe, expect, it } from 'vitest';
import { compareValues, needsPaging, PAGE_SIZES, rowMatches, sortRows, type DataColumn } from './columns';

interface Bill {
  amount: number;
  due: string;
}

const money = (locale: string) => (row: Bill) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(row.amount);
const dateText = (locale: string) => (row: Bill) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'UTC' }).format(new Date(`${row.due}T00:00:00Z`));

const columns = (locale: string): DataColumn<Bill>[] => [
  { id: 'amount', header: 'Amount', text: money(locale), sortValue: (row) => row.amount },
  { id: 'due', header: 'Due', text: dateText(locale), sortValue: (row) => row.due },
];

const bills: Bill[] = [
  { amount: 1234.5, due: '2026-02-03' },
  { amount: 89.9, due: '2025-12-24' },
  { amount: -12.4, due: '2026-11-01' },
];

describe('table search', () => {
  it('matches an amount with a decimal comma in Finnish and a decimal point in English', () => {
    const fi = columns('fi-FI');
    const en = columns('en-US');
    expect(bills.filter((row) => rowMatches(row, fi, '89,9'))).toEqual([bills[1]]);
    expect(bills.filter((row) => rowMatches(row, fi, '89.9'))).toEqual([]);
    expect(bills.filter((row) => rowMatches(row, en, '89.9'))).toEqual([bills[1]]);
    expect(bills.filter((row) => rowMatches(row, en, '89,9'))).toEqual([]);
  });

  it('matches a typed space against the no-break thousands separator of fi-FI', () => {
    expect(bills.filter((row) => rowMatches(row, columns('fi-FI'), '1 234,5'))).toEqual([bills[0]]);
    expect(bills.filter((row) => rowMatches(row, columns('en-US'), '1,234.5'))).toEqual([bills[0]]);
  });

  it('matches the due date as the language writes it', () => {
    expect(bills.filter((row) => rowMatches(row, columns('fi-FI'), '24.12.2025'))).toEqual([bills[1]]);
    expect(bills.filter((row) => rowMatches(row, columns('en-US'), '12/24/2025'))).toEqual([bills[1]]);
    expect(bills.filter((row) => rowMatches(row, columns('en-US'), '24.12.2025'))).toEqual([]);
  });

  it('an empty or blank query matches every row', () => {
    expect(bills.filter((row) => rowMatches(row, columns('fi-FI'), '  '))).toEqual(bills);
  });
});

describe('table sort', () => {
  const collator = new Intl.Collator('fi-FI', { numeric: true });

  it('sorts due dates chronologically, not as their localized text', () => {
    const [, due] = columns('fi-FI');
    const sorted = sortRows(bills, due!, false, collator).map((row) => row.due);
    expect(sorted).toEqual(['2025-12-24', '2026-02-03', '2026-11-01']);
    // the text order would put 1.11.2026 first
    const byText = sortRows(bills, { ...due!, sortValue: undefined }, false, collator).map((row) => row.due);
    expect(byText).not.toEqual(sorted);
    expect(sortRows(bills, due!, true, collator).map((row) => row.due)).toEqual([...sorted].reverse());
  });

  it('sorts amounts by value and puts empty values last in both directions', () => {
    expect(compareValues(2, 10, collator)).toBeLessThan(0);
    expect(compareValues(null, 1, collator)).toBeGreaterThan(0);
    const column: DataColumn<{ v: number | null }> = {
      id: 'v',
      header: 'V',
      text: (row) => String(row.v ?? ''),
      sortValue: (row) => row.v,
    };
    const rows = [{ v: null }, { v: 3 }, { v: 1 }];
    expect(sortRows(rows, column, false, collator).map((row) => row.v)).toEqual([1, 3, null]);
    expect(sortRows(rows, column, true, collator).map((row) => row.v)).toEqual([3, 1, null]);
  });
});

describe('paging rule', () => {
  it('offers 50, 100 and 200 rows a page and pages only above the page size', () => {
    expect(PAGE_SIZES).toEqual([50, 100, 200]);
    expect(needsPaging(50)).toBe(false);
    expect(needsPaging(51)).toBe(true);
    expect(needsPaging(0)).toBe(false);
    expect(needsPaging(6, [5, 10])).toBe(true);
  });
});
