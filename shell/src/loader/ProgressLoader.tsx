import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';

/** Spec section 4: the slow-connection warning after 25 s, the total-timeout warning after 120 s. */
export const SLOW_CONNECTION_MS = 25_000;
export const TOTAL_TIMEOUT_MS = 120_000;

type Phase = 'loading' | 'slow' | 'timeout';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingVerticalXXL,
  },
});

export function useLoadingPhase(): Phase {
  const [phase, setPhase] = useState<Phase>('loading');
  useEffect(() => {
    const slow = window.setTimeout(() => setPhase('slow'), SLOW_CONNECTION_MS);
    const timeout = window.setTimeout(() => setPhase('timeout'), TOTAL_TIMEOUT_MS);
    return () => {
      window.clearTimeout(slow);
      window.clearTimeout(timeout);
    };
  }, []);
  return phase;
}

/** The progress loader shown while the instance file or a remote loads. */
export function ProgressLoader() {
  const intl = useIntl();
  const styles = useStyles();
  const phase = useLoadingPhase();
  return (
    <div className={styles.root} role="status" aria-live="polite">
      <Spinner label={intl.formatMessage({ id: 'shell.loader.loading' })} labelPosition="below" />
      {phase === 'slow' && (
        <MessageBar intent="warning">
          <MessageBarBody>{intl.formatMessage({ id: 'shell.loader.slowConnection' })}</MessageBarBody>
        </MessageBar>
      )}
      {phase === 'timeout' && (
        <MessageBar intent="error">
          <MessageBarBody>{intl.formatMessage({ id: 'shell.loader.timeout' })}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
