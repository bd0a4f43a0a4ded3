import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};
const isOnline = () => navigator.onLine;

/** Says the device is offline (the saved shell opens without a network; docs/offline.md). */
export function OfflineNotice() {
  const intl = useIntl();
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  // the live region stays in the page, so the change is announced
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <MessageBar intent="warning" layout="multiline" data-offline-notice>
          <MessageBarBody>
            <MessageBarTitle>{intl.formatMessage({ id: 'shell.offline.title' })}</MessageBarTitle>
            {intl.formatMessage({ id: 'shell.offline.body' })}
          </MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
