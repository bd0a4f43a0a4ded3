import { unitLabel } from '@portal/shared';
import type { MeasuringPoint } from '@portal/shared/api/meterReadings';
import { DEFAULT_FRACTION_DIGITS, valueRuleOf } from '@portal/shared/api/meterReadingRules';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

type Point = Pick<MeasuringPoint, 'integerDigitCount' | 'fractionDigitCount' | 'unit'>;

/** decimals of an estimate (the expected range): the point's fraction digits, none for an integer counter, one otherwise */
export const estimateDecimals = (point: Point): number => {
  const rule = valueRuleOf(point);
  if (rule === 'decimalSchema') return point.fractionDigitCount ?? 0;
  return rule === 'integerSchema' ? 0 : 1;
};

export interface ReadingFormat {
  /** a reading as stored, every decimal it has */
  value: (value: number) => string;
  /** an estimate, rounded to what the counter shows */
  estimate: (value: number) => string;
  /** the unit's label ('m³') */
  unit: string;
}

/** a point's values in the page's language (a decimal comma in Finnish), and its unit's label */
export function useReadingFormat(point: Point | null): ReadingFormat {
  const intl = useIntl();
  return useMemo(() => {
    const decimals = point ? estimateDecimals(point) : 0;
    const all = Math.max(point?.fractionDigitCount ?? 0, DEFAULT_FRACTION_DIGITS);
    return {
      value: (value: number) => intl.formatNumber(value, { maximumFractionDigits: all }),
      estimate: (value: number) => intl.formatNumber(value, { maximumFractionDigits: decimals }),
      unit: point?.unit ? unitLabel(intl, point.unit) : '',
    };
  }, [intl, point]);
}
