import { Component, Suspense, useCallback, useState } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import type { Language, ModuleId } from '@portal/instances';
import { ProgressLoader } from '../loader/ProgressLoader';
import { federationMessages } from './messages';

/** Formats a federation message; its own text is the default so the card reads right even unmerged. */
function useFederationText(): (id: string) => string {
  const intl = useIntl();
  const own = federationMessages[intl.locale as Language] ?? federationMessages['fi-FI'];
  return (id) => intl.formatMessage({ id, defaultMessage: own[id] });
}

export function RemoteLoadFailed({ onRetry }: { onRetry: () => void }) {
  const text = useFederationText();
  return (
    <MessageBar intent="error" layout="multiline" politeness="assertive">
      <MessageBarBody>
        <MessageBarTitle>{text('shell.remote.loadFailed.title')}</MessageBarTitle>
        {text('shell.remote.loadFailed.body')}
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" onClick={onRetry}>
          {text('shell.remote.retry')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}

interface CatcherProps {
  moduleId: ModuleId;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorCatcher extends Component<CatcherProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[federation] module '${this.props.moduleId}' failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RemoteLoadFailed onRetry={this.props.onRetry} /> : this.props.children;
  }
}

/**
 * Wraps what a remote renders: a spinner while it loads, a localized error card with a retry when
 * loading or rendering fails. Retry calls `onRetry` (the registry forgets the failed load) and
 * remounts the children, which load the module again; the rest of the page is untouched either way.
 */
export function RemoteBoundary(props: { moduleId: ModuleId; children: ReactNode; onRetry?: () => void }) {
  const [attempt, setAttempt] = useState(0);
  const { onRetry } = props;
  const retry = useCallback(() => {
    onRetry?.();
    setAttempt((count) => count + 1);
  }, [onRetry]);
  return (
    <RemoteErrorCatcher key={attempt} moduleId={props.moduleId} onRetry={retry}>
      <Suspense fallback={<ProgressLoader />}>{props.children}</Suspense>
    </RemoteErrorCatcher>
  );
}
