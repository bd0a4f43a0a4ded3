import { describe, expect, it } from 'vitest';
import { bucketQuality, type ChartCoverage } from './chart';

const coverage: ChartCoverage = {
  // a clean day, a DST day with 12 of 23 hours estimated, one quarter missing in an hour, a half, a quarter
  hours: [24, 23, 1, 24, 0.25],
  estimatedHours: [0, 12, 0, 6, 0],
  missingHours: [0, 0, 0.25, 6, 0.25],
};

describe('bucketQuality', () => {
  it('reads a clean bucket as clean', () => {
    expect(bucketQuality(coverage, 0)).toEqual({
      estimatedShare: 0,
      missingShare: 0,
      mostly: false,
      flagged: false,
    });
  });

  it('hatches fully when more than half of the bucket is estimated or missing', () => {
    const q = bucketQuality(coverage, 1);
    expect(q.estimatedShare).toBeCloseTo(12 / 23);
    expect(q.mostly).toBe(true);
    expect(bucketQuality(coverage, 4)).toMatchObject({ missingShare: 1, mostly: true, flagged: true });
  });

  it('marks a bucket with a small weak part, and exactly a half is not "mostly"', () => {
    expect(bucketQuality(coverage, 2)).toMatchObject({ missingShare: 0.25, mostly: false, flagged: true });
    expect(bucketQuality(coverage, 3)).toMatchObject({
      estimatedShare: 0.25,
      missingShare: 0.25,
      mostly: false,
      flagged: true,
    });
  });

  it('reads a bucket outside the arrays or of no length as clean', () => {
    expect(bucketQuality(coverage, 9).flagged).toBe(false);
    expect(bucketQuality({ hours: [0], estimatedHours: [1], missingHours: [0] }, 0).flagged).toBe(false);
  });
});
