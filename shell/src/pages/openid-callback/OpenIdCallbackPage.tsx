import { Spinner, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { sessionActions } from '../../session';
import { readOpenIdCallback } from './openIdCallbackParams';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingVerticalXXXL,
  },
});

/** oauth2/redirect: hands the callback's parameters to the session saga, which leaves this page. */
export function OpenIdCallbackPage() {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  // the code is single-use: StrictMode's second effect run must not send it again
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    dispatch(sessionActions.openIdCallbackReceived(readOpenIdCallback(params)));
  }, [dispatch, params]);

  return (
    <section className={styles.page} aria-busy="true" aria-labelledby="openid-callback-title">
      <Title1 as="h1" id="openid-callback-title">
        {intl.formatMessage({ id: 'shell.openIdCallback.title' })}
      </Title1>
      <Spinner label={intl.formatMessage({ id: 'shell.openIdCallback.progress' })} />
    </section>
  );
}
