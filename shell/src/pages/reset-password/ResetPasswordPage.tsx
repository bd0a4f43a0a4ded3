import { Title1, makeStyles, tokens } from '@fluentui/react-components';
import { usePortal } from '@portal/shared';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { Navigate, useSearchParams } from 'react-router-dom';
import { sessionActions } from '../../session';
import { loginLayout } from '../login/loginLayout';
import { PortalLink } from '../login/PortalLink';
import { NewPasswordForm } from './NewPasswordForm';
import { sitePath } from './resetPasswordSchemas';
import { RequestResetForm } from './RequestResetForm';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '28rem',
    margin: '0 auto',
    padding: tokens.spacingHorizontalL,
  },
});

/**
 * Asks for the reset mail; with `?code=` (the mail's link, or a staff-made user's invitation: `&ssn=1` asks
 * for the social security number too, `&redirectUrl=` a path to go on to) sets the new password instead. Only where the
 * login page offers it (a usable password form): elsewhere there is no password to reset, so it goes to login.
 */
export function ResetPasswordPage() {
  const { instance, pathTo } = usePortal();
  if (!loginLayout(instance.login).forgotPassword) return <Navigate to={pathTo('login')} replace />;
  return <ResetPasswordContent />;
}

function ResetPasswordContent() {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useDispatch();
  const { pathTo } = usePortal();
  const [params] = useSearchParams();
  const code = params.get('code');

  useEffect(() => () => void dispatch(sessionActions.resetPasswordCleared()), [dispatch]);

  return (
    <section className={styles.page} aria-labelledby="reset-password-title">
      <Title1 as="h1" id="reset-password-title">
        {intl.formatMessage({ id: 'shell.resetPassword.title' })}
      </Title1>
      {code ? (
        <NewPasswordForm
          code={code}
          askSsn={params.get('ssn') === '1'}
          next={sitePath(params.get('redirectUrl'))}
        />
      ) : (
        <RequestResetForm />
      )}
      <div>
        <PortalLink to={pathTo('login')}>
          {intl.formatMessage({ id: 'shell.resetPassword.backToLogin' })}
        </PortalLink>
      </div>
    </section>
  );
}
