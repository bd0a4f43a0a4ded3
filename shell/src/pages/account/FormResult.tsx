import { useIntl } from 'react-intl';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { ErrorAlert, accountFieldErrors, isApiErrorData } from '@portal/shared';
import type { FormErrors } from '@portal/shared/form';

export type Outcome = { kind: 'success' } | { kind: 'error'; error: unknown } | null;

/** The form's alert once the call has answered: success (announced politely) or the error's message. */
export function FormResult({ outcome, successId }: { outcome: Outcome; successId: string }) {
  const intl = useIntl();
  if (!outcome) return null;
  if (outcome.kind === 'error') return <ErrorAlert error={outcome.error} />;
  return (
    <MessageBar intent="success" layout="multiline" role="status">
      <MessageBarBody>{intl.formatMessage({ id: successId })}</MessageBarBody>
    </MessageBar>
  );
}

/** The fields a server's validations_fail names, as final-form submit errors (shown at the fields). */
export function submitErrorsOf(error: unknown): FormErrors | undefined {
  if (!isApiErrorData(error) || error.errorCode !== 'validations_fail') return undefined;
  const fields = error.details?.fields;
  return Array.isArray(fields) ? accountFieldErrors(fields as Array<Record<string, unknown>>) : undefined;
}
