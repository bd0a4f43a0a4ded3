import { ErrorAlert, WithMessages, type ApiErrorData } from '@portal/shared';
import { useIntl } from 'react-intl';
import { intervalErrorMessages } from '../../i18n/intervalErrorMessages';
import type { IntervalErrorData } from '../state/types';
import { intervalErrorMessage } from './intervalErrorMessage';

/**
 * The texts of a broken date rule with their messages: the interval-error dialog's content, and the
 * report's error for a rule the server named. Bundled with the page: a date rule's message must show at once.
 */
export default function IntervalErrorText({ error }: { error: IntervalErrorData }) {
  return (
    <WithMessages messages={intervalErrorMessages}>
      <Message error={error} />
    </WithMessages>
  );
}

function Message({ error }: { error: IntervalErrorData }) {
  const intl = useIntl();
  return <>{intervalErrorMessage(intl, error)}</>;
}

export interface IntervalErrorAlertProps {
  /** the server's answer */
  error: ApiErrorData;
  /** the date rule it named */
  intervalError: IntervalErrorData;
  title: string;
}

/** A date rule the server named, as the report's error; no retry (the dates must change first). */
export function IntervalErrorAlert(props: IntervalErrorAlertProps) {
  return (
    <WithMessages messages={intervalErrorMessages}>
      <Alert {...props} />
    </WithMessages>
  );
}

function Alert({ error, intervalError, title }: IntervalErrorAlertProps) {
  const intl = useIntl();
  const shown: ApiErrorData = {
    ...error,
    translate: false,
    description: intervalErrorMessage(intl, intervalError),
  };
  return <ErrorAlert error={shown} title={title} />;
}
