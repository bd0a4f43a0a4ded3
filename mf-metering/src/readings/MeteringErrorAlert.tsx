import { ErrorAlert, type ApiErrorData } from '@portal/shared';
import type { MeasuringPoint } from '@portal/shared/api/meterReadings';
import { useIntl } from 'react-intl';
import { serverErrorMessages } from './readingForm';

export interface MeteringErrorAlertProps {
  error: ApiErrorData | null;
  title: string;
  point: Pick<MeasuringPoint, 'integerDigitCount' | 'fractionDigitCount'> | null;
  onRetry?: () => void;
  onDismiss?: () => void;
}

/**
 * The shared error alert, with the meter reading contract's codes in this module's words (each rule a 400
 * names, `automatic_measuring_point`, `reading_exists`, ...); any other code as the shared catalogue says.
 */
export function MeteringErrorAlert({ error, title, point, onRetry, onDismiss }: MeteringErrorAlertProps) {
  const intl = useIntl();
  if (!error) return null;
  const messages = serverErrorMessages(error, point);
  const shown = messages
    ? {
        ...error,
        translate: false,
        description: messages
          .map((message) => intl.formatMessage({ id: message.id }, message.values))
          .join(' '),
      }
    : error;
  return <ErrorAlert error={shown} title={title} onRetry={onRetry} onDismiss={onDismiss} />;
}
