import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { toApiErrorData } from '../api/errors';
import { formatApiError } from '../i18n/errorMessage';

export interface ErrorAlertProps {
  /** an ApiError or ApiErrorData (translated by its code) or anything thrown; null or undefined renders nothing */
  error: unknown;
  /** optional heading above the message, e.g. 'Saving the note failed' */
  title?: string;
  onRetry?: () => void;
  onDismiss?: () => void;
}

/** The localized message of a failed call, in an error MessageBar (announced assertively). */
export function ErrorAlert({ error, title, onRetry, onDismiss }: ErrorAlertProps) {
  const intl = useIntl();
  if (error === null || error === undefined) return null;
  const message = formatApiError(intl, toApiErrorData(error));
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>
        {title ? <MessageBarTitle>{title}</MessageBarTitle> : null}
        {message}
      </MessageBarBody>
      {onRetry || onDismiss ? (
        <MessageBarActions
          containerAction={
            onDismiss ? (
              <Button
                appearance="transparent"
                icon={<DismissRegular />}
                aria-label={intl.formatMessage({ id: 'common.dismiss' })}
                onClick={onDismiss}
              />
            ) : undefined
          }
        >
          {onRetry ? <Button onClick={onRetry}>{intl.formatMessage({ id: 'common.retry' })}</Button> : null}
        </MessageBarActions>
      ) : null}
    </MessageBar>
  );
}
