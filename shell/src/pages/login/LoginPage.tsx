import {
  Divider,
  Link,
  MessageBar,
  MessageBarBody,
  Text,
  Title1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ErrorAlert, usePortal, type ApiErrorData } from '@portal/shared';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { selectLoginState, selectSessionNotice, sessionActions } from '../../session';
import { ExternalLoginButtons } from './ExternalLoginButtons';
import { ForgotUsernameDialog } from './ForgotUsernameDialog';
import { LoginForm } from './LoginForm';
import { LoginNotices } from './LoginNotices';
import { loginLayout } from './loginLayout';
import { PortalLink } from './PortalLink';
import { useExternalLogin } from './useExternalLogin';
import { useLoginNotification } from './useLoginNotification';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '28rem',
    margin: '0 auto',
    padding: tokens.spacingHorizontalL,
  },
  links: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
  paragraph: { margin: `0 0 ${tokens.spacingVerticalXS}` },
});

const cookiesAreDisabled = (): boolean =>
  typeof navigator !== 'undefined' && navigator.cookieEnabled === false;

export function LoginPage() {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useDispatch();
  const { instance, language, pathTo } = usePortal();
  const login = useSelector(selectLoginState);
  const notice = useSelector(selectSessionNotice);
  const layout = useMemo(() => loginLayout(instance.login), [instance.login]);
  const notification = useLoginNotification(instance.id, instance.login.notificationFile, language);
  const external = useExternalLogin();
  const { askStrongAuth } = external;

  // an error of the last attempt is not shown again when the user comes back to the page
  useEffect(() => () => void dispatch(sessionActions.loginErrorCleared()), [dispatch]);

  // "When strong authentication is needed, a confirmation dialog appears": offer the instance's strong service
  const strongAuthFallback = instance.login.externalButtons.find(
    (button) => button.enabled && button.strongAuth,
  );
  useEffect(() => {
    if (!login.pending && login.errorCode === 'strong_auth_required' && strongAuthFallback) {
      askStrongAuth(strongAuthFallback);
    }
  }, [login.pending, login.errorCode, strongAuthFallback, askStrongAuth]);

  const busy = external.busy;
  // 'Use the other login options' is no help where there are none: say what the user can do instead
  const noOtherWay =
    login.errorCode === 'local_login_is_disabled' &&
    !instance.login.externalButtons.some((button) => button.enabled);
  const loginError: ApiErrorData | null =
    login.errorCode && !noOtherWay
      ? {
          httpStatusCode: 0,
          errorCode: login.errorCode,
          details: login.details ?? undefined,
          translate: true,
        }
      : null;
  // an instance may give its customer service's contact details in its texts (docs/instances.md)
  const contactDetails =
    intl.messages['shell.login.contactDetails'] !== undefined
      ? intl.formatMessage({ id: 'shell.login.contactDetails' })
      : undefined;

  return (
    <section className={styles.page} aria-labelledby="login-title">
      <Title1 as="h1" id="login-title">
        {intl.formatMessage({ id: 'shell.login.title' })}
      </Title1>
      <LoginNotices notice={notice} cookiesDisabled={cookiesAreDisabled()} notification={notification} />
      <ErrorAlert error={loginError} />
      {noOtherWay ? (
        <MessageBar intent="error" layout="multiline" role="alert">
          <MessageBarBody>
            <p className={styles.paragraph}>
              {intl.formatMessage(
                { id: 'shell.login.localLoginDisabledNoOther' },
                { name: instance.displayName },
              )}
            </p>
            {contactDetails ? <p className={styles.paragraph}>{contactDetails}</p> : null}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {layout.description ? (
        <Text as="p">{intl.formatMessage({ id: 'shell.login.description' })}</Text>
      ) : null}
      {layout.description && instance.links.externalMainPage ? (
        <Link href={instance.links.externalMainPage}>
          {intl.formatMessage({ id: 'shell.login.externalMainPageLink' }, { name: instance.displayName })}
        </Link>
      ) : null}
      {layout.form ? (
        <LoginForm
          pending={login.pending}
          disabled={busy || !layout.formEnabled}
          onSubmit={(credentials) => dispatch(sessionActions.loginRequested(credentials))}
        />
      ) : null}
      {layout.divider ? <Divider>{intl.formatMessage({ id: 'shell.login.or' })}</Divider> : null}
      {layout.externalButtons.length > 0 ? (
        <ExternalLoginButtons
          buttons={layout.externalButtons}
          disabled={busy || login.pending}
          onSelect={external.choose}
        />
      ) : null}
      {layout.forgotPassword || layout.forgotUsername ? (
        <div className={styles.links}>
          {layout.forgotPassword ? (
            <PortalLink to={pathTo('reset-password')}>
              {intl.formatMessage({ id: 'shell.login.forgotPassword' })}
            </PortalLink>
          ) : null}
          {layout.forgotUsername ? <ForgotUsernameDialog service={layout.forgotUsername} /> : null}
        </div>
      ) : null}
      {external.confirmation}
    </section>
  );
}
