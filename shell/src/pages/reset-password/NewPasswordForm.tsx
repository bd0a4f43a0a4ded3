import {
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ErrorAlert, TextField, usePortal } from '@portal/shared';
import { useEffect, useRef } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { selectResetPasswordState, sessionActions } from '../../session';
import { PortalLink } from '../login/PortalLink';
import { serverFieldErrors, validateNewPassword, type NewPasswordValues } from './resetPasswordSchemas';

type SubmitErrors = ReturnType<typeof serverFieldErrors>;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  submit: { alignSelf: 'flex-start', minHeight: '32px' },
});

/** The form behind the reset mail's link: sets the new password with the mail's one-time code. */
export function NewPasswordForm({ code }: { code: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useDispatch();
  const { pathTo } = usePortal();
  const { pending, result, errorCode, details } = useSelector(selectResetPasswordState);
  // the submit settles when the saga has the server's answer: a refused password's rule shows at the field
  const settle = useRef<((errors: SubmitErrors) => void) | null>(null);
  useEffect(() => {
    if (pending || !settle.current) return;
    const done = settle.current;
    settle.current = null;
    done(result === 'failed' ? serverFieldErrors(errorCode, details) : undefined);
  }, [pending, result, errorCode, details]);

  if (result === 'confirmed') {
    return (
      <MessageBar intent="success" layout="multiline" role="status">
        <MessageBarBody>
          {intl.formatMessage({ id: 'shell.resetPassword.confirmed' })}{' '}
          <PortalLink to={pathTo('login')}>
            {intl.formatMessage({ id: 'shell.resetPassword.goToLogin' })}
          </PortalLink>
        </MessageBarBody>
      </MessageBar>
    );
  }

  return (
    <Form<NewPasswordValues>
      validate={validateNewPassword}
      onSubmit={(values) =>
        new Promise<SubmitErrors>((resolve) => {
          settle.current = resolve;
          dispatch(
            sessionActions.resetPasswordConfirmRequested({ code, newPassword: values.newPassword ?? '' }),
          );
        })
      }
      render={({ handleSubmit }) => (
        <form className={styles.form} onSubmit={handleSubmit} noValidate>
          <Text as="p">{intl.formatMessage({ id: 'shell.resetPassword.newPasswordInstructions' })}</Text>
          {result === 'failed' && errorCode ? (
            <ErrorAlert error={{ httpStatusCode: 0, errorCode, translate: true }} />
          ) : null}
          <TextField
            name="newPassword"
            type="password"
            label={intl.formatMessage({ id: 'shell.resetPassword.newPassword' })}
            hint={intl.formatMessage({ id: 'shell.resetPassword.passwordHint' })}
            autoComplete="new-password"
            required
            disabled={pending}
          />
          <TextField
            name="repeatPassword"
            type="password"
            label={intl.formatMessage({ id: 'shell.resetPassword.repeatPassword' })}
            autoComplete="new-password"
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
            {intl.formatMessage({ id: pending ? 'shell.resetPassword.saving' : 'shell.resetPassword.save' })}
          </Button>
        </form>
      )}
    />
  );
}
