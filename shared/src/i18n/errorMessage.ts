import type { IntlShape } from 'react-intl';
import type { ApiErrorData } from '../api/errors';

/**
 * The text to show for an ApiError (or its plain data): the catalogue message when there is one, else the server's
 * description, else a generic message naming the code. `details` feed the ICU values ({lockedUntil}).
 */
export const formatApiError = (intl: IntlShape, error: ApiErrorData): string => {
  const id = `errors.${error.errorCode}`;
  const values = detailValues(intl, error.details);
  if (error.translate && intl.messages[id] !== undefined) return intl.formatMessage({ id }, values);
  if (error.description) return error.description;
  return intl.formatMessage({ id: 'errors.unknown' }, { code: error.errorCode });
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T/;

const detailValues = (
  intl: IntlShape,
  details?: Record<string, unknown>,
): Record<string, string | number> => {
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(details ?? {})) {
    if (typeof value === 'number') values[key] = value;
    else if (typeof value === 'string') {
      values[key] = ISO_DATE.test(value)
        ? intl.formatDate(value, { dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' })
        : value;
    }
  }
  return values;
};
