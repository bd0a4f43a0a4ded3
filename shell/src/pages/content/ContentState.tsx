import type { ReactNode } from 'react';
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
} from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ContentFileState } from './useContentFile';

/** A spinner while the page's file loads, a localized error with a retry when it fails, else the page. */
export function ContentState<T>({
  state,
  children,
}: {
  state: ContentFileState<T>;
  children: (content: T) => ReactNode;
}) {
  const intl = useIntl();
  if (state.status === 'loading') {
    return <Spinner size="medium" label={intl.formatMessage({ id: 'shell.content.loading' })} />;
  }
  if (state.status === 'failed') {
    return (
      <MessageBar intent="error" layout="multiline" politeness="assertive">
        <MessageBarBody>
          <MessageBarTitle>
            <FormattedMessage id="shell.content.loadFailed.title" />
          </MessageBarTitle>
          <FormattedMessage id="shell.content.loadFailed.body" />
        </MessageBarBody>
        <MessageBarActions>
          <Button appearance="primary" onClick={state.retry}>
            <FormattedMessage id="shell.content.retry" />
          </Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  return <>{children(state.content)}</>;
}
