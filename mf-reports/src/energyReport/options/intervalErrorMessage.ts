import { DAILY_PICKER_MIN_DATE } from '@portal/shared/reports';
import type { IntlShape } from 'react-intl';
import type { IntervalErrorData } from '../state/types';
import { formatHelsinkiDate, formatLength, resolutionName } from './format';

/** The localized text of a broken date rule, the same for the browser's check and the server's 400. */
export function intervalErrorMessage(intl: IntlShape, error: IntervalErrorData): string {
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `reports.intervalError.${id}` }, values);
  switch (error.code) {
    case 'intervalOutOfRange':
      return error.validityStart
        ? t('intervalOutOfRangeFrom', { date: formatHelsinkiDate(intl, error.validityStart) })
        : t('intervalOutOfRange');
    case 'startBeforeContractStart':
      return error.date
        ? t('startBeforeContractStartOn', { date: formatHelsinkiDate(intl, error.date) })
        : t('startBeforeContractStart');
    case 'beforeMinimumDate':
      return t('beforeMinimumDate', { date: formatHelsinkiDate(intl, error.date ?? DAILY_PICKER_MIN_DATE) });
    case 'maxPeriodExceeded':
      return error.resolution && error.maxPeriod
        ? t('maxPeriodExceededFor', {
            resolution: resolutionName(intl, error.resolution),
            period: formatLength(intl, error.maxPeriod),
          })
        : t('maxPeriodExceeded');
    default:
      return t(error.code);
  }
}
