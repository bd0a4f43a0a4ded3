/**
 * What a bucket's coverage says in words (tooltip, data table, xlsx): "includes 24 estimated hours of
 * 744", "3 hours missing", or simply "estimate" when the whole bucket is one.
 */
import type { ChartCoverage } from '@portal/shared';
import type { IntlShape } from 'react-intl';
import type { PointStatus } from './chartText';

export interface BucketHours {
  hours: number;
  estimated: number;
  missing: number;
}

export function hoursAt(coverage: ChartCoverage | undefined, index: number): BucketHours | null {
  if (!coverage) return null;
  const hours = coverage.hours[index] ?? 0;
  if (!(hours > 0)) return null;
  return {
    hours,
    estimated: Math.min(hours, coverage.estimatedHours[index] ?? 0),
    missing: Math.min(hours, coverage.missingHours[index] ?? 0),
  };
}

const STATUS_MESSAGE: Record<Exclude<PointStatus, 'ok'>, string> = {
  estimate: 'reports.estimate',
  partiallyMissing: 'reports.partiallyMissing',
  missing: 'reports.missing',
};

/**
 * The note of a bucket with a value, null when there is nothing to say. Without coverage (an older
 * answer) the status's name; a wholly estimated or missing bucket by its status's name too.
 */
export function bucketNote(intl: IntlShape, status: PointStatus, hours: BucketHours | null): string | null {
  if (!hours) return status === 'ok' ? null : intl.formatMessage({ id: STATUS_MESSAGE[status] });
  const { estimated, missing } = hours;
  if (estimated >= hours.hours) return intl.formatMessage({ id: 'reports.estimate' });
  if (missing >= hours.hours) return intl.formatMessage({ id: 'reports.missing' });
  const parts: string[] = [];
  if (estimated > 0)
    parts.push(intl.formatMessage({ id: 'reports.coverage.estimated' }, { estimated, hours: hours.hours }));
  if (missing > 0) parts.push(intl.formatMessage({ id: 'reports.coverage.missing' }, { missing }));
  if (parts.length === 0) return status === 'ok' ? null : intl.formatMessage({ id: STATUS_MESSAGE[status] });
  return parts.join('; ');
}
