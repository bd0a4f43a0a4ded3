import {
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ErrorAlert } from '@portal/shared';
import { TextField } from '@portal/shared/form';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { selectResetPasswordState, sessionActions } from '../../session';
import { validateRequestReset, type RequestResetValues } from './resetPasswordSchemas';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  submit: { alignSelf: 'flex-start', minHeight: '32px' },
});

/** Asks for the reset mail. The answer is the same whether or not the user exists (no user enumeration). */
export function RequestResetForm() {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useDispatch();
  const { pending, result, errorCode } = useSelector(selectResetPasswordState);
  return (
    <Form<RequestResetValues>
      validate={validateRequestReset}
      onSubmit={(values) =>
        void dispatch(sessionActions.resetPasswordRequested({ username: (values.username ?? '').trim() }))
      }
      render={({ handleSubmit }) => (
        <form className={styles.form} onSubmit={handleSubmit} noValidate>
          <Text as="p">{intl.formatMessage({ id: 'shell.resetPassword.instructions' })}</Text>
          {result === 'sent' ? (
            <MessageBar intent="success" layout="multiline" role="status">
              <MessageBarBody>{intl.formatMessage({ id: 'shell.resetPassword.sent' })}</MessageBarBody>
            </MessageBar>
          ) : null}
          {result === 'failed' && errorCode ? (
            <ErrorAlert error={{ httpStatusCode: 0, errorCode, translate: true }} />
          ) : null}
          <TextField
            name="username"
            label={intl.formatMessage({ id: 'shell.resetPassword.username' })}
            autoComplete="username"
            required
            disabled={pending}
          />
          <Button
            className={styles.submit}
            type="submit"
            appearance="primary"
            disabled={pending}
            aria-busy={pending}
            icon={pending ? <Spinner size="tiny" /> : undefined}
          >
            {intl.formatMessage({ id: pending ? 'shell.resetPassword.sending' : 'shell.resetPassword.send' })}
          </Button>
        </form>
      )}
    />
  );
}
