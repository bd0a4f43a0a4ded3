import type { Resolution } from '@portal/shared/calendar';
import type { CalendarLength } from '@portal/shared/reports';
import type { IntlShape } from 'react-intl';
import { formatReportDay } from '../state/periodLabel';

/** The report's one date format (state/periodLabel.ts), for messages that name a date. */
export const formatHelsinkiDate = formatReportDay;

/** The resolution as a word inside a sentence ("month", "15 minutes"). */
export const resolutionName = (intl: IntlShape, resolution: Resolution): string =>
  intl.formatMessage({ id: `reports.options.resolutionName.${resolution}` });

/** A calendar length such as "20 years" or "1 month". */
export const formatLength = (intl: IntlShape, length: CalendarLength): string =>
  intl.formatMessage({ id: `reports.options.length.${length.unit}` }, { amount: length.amount });
