/**
 * The invoice search range in months, 'YYYY-MM' (spec customer-area 5): default two months back to the
 * current month; start not before the place's validity start, end not after the current month, end not
 * before start (the error shows and search is disabled).
 */
export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function addMonths(month: string, count: number): string {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  const total = year * 12 + (index - 1) + count;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** 'YYYY-MM' of a 'YYYY-MM-DD' validity start, or null. */
export const monthOfDate = (date: string | null | undefined): string | null =>
  date && /^\d{4}-\d{2}/.test(date) ? date.slice(0, 7) : null;

/** The months of the two fields; null while a field holds no usable month (the field says why). */
export interface MonthRange {
  start: string | null;
  end: string | null;
}

/** A range a search can use: both months there. */
export interface SearchRange {
  start: string;
  end: string;
}

export interface RangeLimits {
  /** the earliest start: the place's validity start month, null when unknown */
  min: string | null;
  /** the current month */
  max: string;
}

export function defaultRange(limits: RangeLimits): SearchRange {
  const start = addMonths(limits.max, -2);
  return {
    start: limits.min && limits.min > start ? (limits.min > limits.max ? limits.max : limits.min) : start,
    end: limits.max,
  };
}

export type RangeProblem = 'invalidMonth' | 'endBeforeStart' | 'startBeforeValidity' | 'endInFuture';

/**
 * The first problem of a range, or null when a search may run. 'invalidMonth' (a field without a usable
 * month) has no message of the page's own: the month field says what is wrong under itself.
 */
export function rangeProblem(range: MonthRange, limits: RangeLimits): RangeProblem | null {
  if (!isSearchRange(range)) return 'invalidMonth';
  if (range.end < range.start) return 'endBeforeStart';
  if (limits.min && range.start < limits.min) return 'startBeforeValidity';
  if (range.end > limits.max) return 'endInFuture';
  return null;
}

export const isSearchRange = (range: MonthRange): range is SearchRange =>
  range.start !== null && MONTH.test(range.start) && range.end !== null && MONTH.test(range.end);
