import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { makeStyles, tokens } from '@fluentui/react-components';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};
const isOnline = () => navigator.onLine;

// plain markup, not Fluent's MessageBar: this sits in the logged-out pages' first load (docs/first-load.md)
const useStyles = makeStyles({
  notice: {
    margin: `0 0 ${tokens.spacingVerticalM}`,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteDarkOrangeBorder1}`,
    backgroundColor: tokens.colorPaletteDarkOrangeBackground1,
    color: tokens.colorNeutralForeground1,
  },
  title: { fontWeight: tokens.fontWeightSemibold, marginInlineEnd: tokens.spacingHorizontalS },
});

/** Says the device is offline (the saved shell opens without a network; docs/offline.md). */
export function OfflineNotice() {
  const intl = useIntl();
  const styles = useStyles();
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  // the live region stays in the page, so the change is announced
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <p className={styles.notice} data-offline-notice>
          <strong className={styles.title}>{intl.formatMessage({ id: 'shell.offline.title' })}</strong>
          {intl.formatMessage({ id: 'shell.offline.body' })}
        </p>
      )}
    </div>
  );
}
