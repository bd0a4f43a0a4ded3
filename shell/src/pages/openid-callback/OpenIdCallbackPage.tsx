import { Spinner, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { selectRevealedUsername, sessionActions } from '../../session';
import { readOpenIdCallback } from './openIdCallbackParams';

// the forgot-username result is rare: its own chunk, not the login page's entry (docs/first-load.md)
const RevealedUsername = lazy(() => import('./RevealedUsername'));

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingVerticalXXXL,
    textAlign: 'center',
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
  const [params] = useSearchParams();
  const username = useSelector(selectRevealedUsername);
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
        <Suspense fallback={null}>
          <RevealedUsername username={username} titleId="openid-callback-title" />
        </Suspense>
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
