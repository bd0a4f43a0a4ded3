import { bucketsBetween } from '@portal/shared/calendar';
import { describe, expect, it } from 'vitest';
import { formatBucket, isRepeatedWallTime, parseCategory } from './formatBucket';
import { autumnHoursFixture } from './fixtures';
import { moduleIntl } from '@portal/shared/testing';
import reportsModule from '../../module';

const fi = moduleIntl(reportsModule, 'fi-FI');
const en = moduleIntl(reportsModule, 'en-US');

describe('bucket and value texts', () => {
  it('buckets are formatted in Europe/Helsinki by resolution, whatever the browser zone', () => {
    // 1 Jan 2025 00:00 in Helsinki is 31 Dec 22:00 UTC
    const [year] = bucketsBetween(new Date('2024-12-31T22:00:00Z'), new Date('2025-12-31T22:00:00Z'), 'year');
    const [month] = bucketsBetween(
      new Date('2024-12-31T22:00:00Z'),
      new Date('2025-01-31T22:00:00Z'),
      'month',
    );
    const [day] = bucketsBetween(new Date('2024-12-31T22:00:00Z'), new Date('2025-01-01T22:00:00Z'), 'day');
    const [hour] = bucketsBetween(new Date('2024-12-31T22:00:00Z'), new Date('2024-12-31T23:00:00Z'), 'hour');
    expect(formatBucket(fi, year!, 'year')).toBe('2025');
    expect(formatBucket(fi, month!, 'month')).toBe('tammikuu 2025');
    expect(formatBucket(en, month!, 'month')).toBe('January 2025');
    expect(formatBucket(fi, day!, 'day')).toBe('ke 1.1.2025');
    expect(formatBucket(fi, hour!, 'hour')).toBe('1.1.2025 klo 00.00');
    expect(formatBucket(en, hour!, 'hour')).toBe('1/1/2025 00:00');
  });

  it('the repeated autumn hour is told apart as summer time and winter time', () => {
    const { buckets } = autumnHoursFixture();
    expect(buckets).toHaveLength(25);
    const texts = buckets.map((b) => formatBucket(fi, b, 'hour'));
    expect(new Set(texts).size).toBe(25);
    expect(texts[3]).toBe('26.10.2025 klo 03.00 (kesäaika)');
    expect(texts[4]).toBe('26.10.2025 klo 03.00 (talviaika)');
    expect(texts[2]).toBe('26.10.2025 klo 02.00');
    expect(formatBucket(en, buckets[4]!, 'hour')).toBe('10/26/2025 03:00 (winter time)');
    expect(buckets.filter((b) => isRepeatedWallTime(b.start))).toHaveLength(2);
    const quarters = bucketsBetween(buckets[3]!.start, buckets[5]!.start, 'minutes_15');
    expect(quarters.filter((b) => isRepeatedWallTime(b.start))).toHaveLength(8);
  });

  it('the spring change hour is not marked', () => {
    const spring = bucketsBetween(new Date('2025-03-29T22:00:00Z'), new Date('2025-03-30T21:00:00Z'), 'hour');
    expect(spring).toHaveLength(23);
    expect(spring.some((b) => isRepeatedWallTime(b.start))).toBe(false);
  });

  it('category labels read back as Helsinki bucket starts, the second autumn 03:00 an hour later', () => {
    expect(parseCategory('2025')).toMatchObject({
      start: new Date('2024-12-31T22:00:00Z'),
      resolution: 'year',
    });
    expect(parseCategory('2025-07')).toMatchObject({
      start: new Date('2025-06-30T21:00:00Z'),
      resolution: 'month',
    });
    expect(parseCategory('2025-01-02')).toMatchObject({
      start: new Date('2025-01-01T22:00:00Z'),
      resolution: 'day',
    });
    expect(parseCategory('2025-10-26 03:00')).toMatchObject({
      start: new Date('2025-10-26T00:00:00Z'),
      resolution: 'hour',
    });
    expect(parseCategory('2025-10-26 03:00 (2)')).toMatchObject({
      start: new Date('2025-10-26T01:00:00Z'),
      resolution: 'hour',
    });
    expect(parseCategory('2025-01-02 10:15')).toMatchObject({ resolution: 'minutes_15' });
    expect(parseCategory('yesterday')).toBeNull();
  });
});
