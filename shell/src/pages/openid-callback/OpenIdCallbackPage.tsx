import { Button, Spinner, Text, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { usePortal } from '@portal/shared';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { selectRevealedUsername, selectUser, sessionActions } from '../../session';
import { readOpenIdCallback } from './openIdCallbackParams';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingVerticalXXXL,
    textAlign: 'center',
  },
  username: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
});

/**
 * oauth2/redirect: hands the callback's parameters to the session saga, which leaves this page; after the
 * forgot-username dialog's strong login it stays and shows the username (docs/openid-login.md).
 */
export function OpenIdCallbackPage() {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { pathTo } = usePortal();
  const [params] = useSearchParams();
  const username = useSelector(selectRevealedUsername);
  const user = useSelector(selectUser);
  // the code is single-use: StrictMode's second effect run must not send it again
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    dispatch(sessionActions.openIdCallbackReceived(readOpenIdCallback(params)));
  }, [dispatch, params]);

  if (username !== null) {
    return (
      <section className={styles.page} aria-labelledby="openid-callback-title">
        <Title1 as="h1" id="openid-callback-title">
          {intl.formatMessage({ id: 'shell.forgotUsername.result.title' })}
        </Title1>
        <Text as="p">{intl.formatMessage({ id: 'shell.forgotUsername.result.body' })}</Text>
        <Text as="p" className={styles.username} data-testid="revealed-username">
          {username}
        </Text>
        <Text as="p">
          {intl.formatMessage({
            id:
              user?.allowLocalLogin === false
                ? 'shell.forgotUsername.result.externalOnly'
                : 'shell.forgotUsername.result.passwordHint',
          })}
        </Text>
        <Button
          appearance="primary"
          onClick={() => {
            dispatch(sessionActions.revealedUsernameDismissed());
            navigate(pathTo(''), { replace: true });
          }}
        >
          {intl.formatMessage({ id: 'shell.forgotUsername.result.continue' })}
        </Button>
      </section>
    );
  }

  return (
    <section className={styles.page} aria-busy="true" aria-labelledby="openid-callback-title">
      <Title1 as="h1" id="openid-callback-title">
        {intl.formatMessage({ id: 'shell.openIdCallback.title' })}
      </Title1>
      <Spinner label={intl.formatMessage({ id: 'shell.openIdCallback.progress' })} />
    </section>
  );
}
