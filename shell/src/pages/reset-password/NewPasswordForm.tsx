import {
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ErrorAlert, usePortal } from '@portal/shared';
import { TextField } from '@portal/shared/form';
import { useEffect, useRef, useState } from 'react';
import type { FormApi } from 'final-form';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { selectResetPasswordState, sessionActions } from '../../session';
import { PortalLink } from '../login/PortalLink';
import {
  serverAsksSsn,
  serverFieldErrors,
  validateNewPassword,
  type NewPasswordValues,
} from './resetPasswordSchemas';

type SubmitErrors = ReturnType<typeof serverFieldErrors>;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  submit: { alignSelf: 'flex-start', minHeight: '32px' },
});

/**
 * The form behind the reset mail's or invitation's link: sets the new password with the mail's one-time code.
 * `askSsn` (the invitation's `ssn=1`): the social security number is asked too; the field also appears when
 * the server asks for it. `next`: where the success message's link leads (default the login page).
 */
export function NewPasswordForm({
  code,
  askSsn = false,
  next = null,
}: {
  code: string;
  askSsn?: boolean;
  next?: string | null;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useDispatch();
  const { pathTo } = usePortal();
  const { pending, result, errorCode, details } = useSelector(selectResetPasswordState);
  const [ssnAsked, setSsnAsked] = useState(askSsn);
  // the field the server asked for appears after the submit: touched, so its message shows at once
  const [touchSsn, setTouchSsn] = useState(false);
  const formRef = useRef<FormApi<NewPasswordValues> | null>(null);
  useEffect(() => {
    if (!touchSsn) return;
    formRef.current?.blur('socialSecurityNumber');
    setTouchSsn(false);
  }, [touchSsn]);
  // the submit settles when the saga has the server's answer: a refused password's rule shows at the field
  const settle = useRef<((errors: SubmitErrors) => void) | null>(null);
  useEffect(() => {
    if (pending || !settle.current) return;
    const done = settle.current;
    settle.current = null;
    if (result === 'failed' && serverAsksSsn(errorCode, details) && !ssnAsked) {
      setSsnAsked(true);
      setTouchSsn(true);
    }
    done(result === 'failed' ? serverFieldErrors(errorCode, details) : undefined);
  }, [pending, result, errorCode, details, ssnAsked]);

  if (result === 'confirmed') {
    return (
      <MessageBar intent="success" layout="multiline" role="status">
        <MessageBarBody>
          {intl.formatMessage({ id: 'shell.resetPassword.confirmed' })}{' '}
          <PortalLink to={next ?? pathTo('login')}>
            {intl.formatMessage({
              id: next ? 'shell.resetPassword.continue' : 'shell.resetPassword.goToLogin',
            })}
          </PortalLink>
        </MessageBarBody>
      </MessageBar>
    );
  }

  return (
    <Form<NewPasswordValues>
      validate={(values) => validateNewPassword(values, { askSsn: ssnAsked })}
      onSubmit={(values) =>
        new Promise<SubmitErrors>((resolve) => {
          settle.current = resolve;
          dispatch(
            sessionActions.resetPasswordConfirmRequested({
              code,
              newPassword: values.newPassword ?? '',
              ...(ssnAsked ? { socialSecurityNumber: (values.socialSecurityNumber ?? '').trim() } : {}),
            }),
          );
        })
      }
      render={({ handleSubmit, form }) => {
        formRef.current = form;
        return (
          <form className={styles.form} onSubmit={handleSubmit} noValidate>
            <Text as="p">{intl.formatMessage({ id: 'shell.resetPassword.newPasswordInstructions' })}</Text>
            {result === 'failed' && errorCode ? (
              <ErrorAlert error={{ httpStatusCode: 0, errorCode, translate: true }} />
            ) : null}
            {ssnAsked ? (
              <TextField
                name="socialSecurityNumber"
                label={intl.formatMessage({ id: 'shell.resetPassword.socialSecurityNumber' })}
                hint={intl.formatMessage({ id: 'shell.resetPassword.socialSecurityNumberHint' })}
                autoComplete="off"
                required
                disabled={pending}
              />
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
              {intl.formatMessage({
                id: pending ? 'shell.resetPassword.saving' : 'shell.resetPassword.save',
              })}
            </Button>
          </form>
        );
      }}
    />
  );
}
