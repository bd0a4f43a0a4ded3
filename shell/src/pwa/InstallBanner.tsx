import { useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular, ShareIosRegular } from '@fluentui/react-icons';
import { isBannerClosed, rememberBannerClosed } from './bannerMemory';
import { getInstallPrompt, promptInstall, subscribeInstallPrompt } from './installPrompt';
import { bannerFor, isStandalone } from './platform';

const useStyles = makeStyles({
  region: {
    position: 'fixed',
    insetInline: tokens.spacingHorizontalM,
    bottom: tokens.spacingVerticalM,
    zIndex: 1000,
    maxWidth: '40rem',
    marginInline: 'auto',
  },
  share: { verticalAlign: 'text-bottom' },
});

/** The add-to-home-screen banner (docs/offline.md): Android's install prompt, iOS's instructions. */
export function InstallBanner({ instanceId }: { instanceId: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const prompt = useSyncExternalStore(subscribeInstallPrompt, getInstallPrompt, () => null);
  const [closed, setClosed] = useState(() => isBannerClosed(instanceId));
  const kind = bannerFor({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone: isStandalone(),
    promptAvailable: prompt !== null,
    closed,
  });
  if (!kind) return null;

  const close = () => {
    rememberBannerClosed(instanceId);
    setClosed(true);
  };
  const label = intl.formatMessage({ id: 'shell.install.region' });
  return (
    <section className={styles.region} aria-label={label} data-install-banner={kind}>
      <MessageBar intent="info" layout="multiline">
        <MessageBarBody>
          {kind === 'android' ? (
            intl.formatMessage({ id: 'shell.install.android.body' })
          ) : (
            <>
              <ShareIosRegular className={styles.share} aria-hidden />{' '}
              {intl.formatMessage({
                id: kind === 'ipad' ? 'shell.install.ipad.body' : 'shell.install.ios.body',
              })}
            </>
          )}
        </MessageBarBody>
        <MessageBarActions
          containerAction={
            <Button
              appearance="transparent"
              icon={<DismissRegular />}
              aria-label={intl.formatMessage({ id: 'shell.install.close' })}
              onClick={close}
            />
          }
        >
          {kind === 'android' && (
            <Button appearance="primary" onClick={() => void promptInstall()}>
              {intl.formatMessage({ id: 'shell.install.android.action' })}
            </Button>
          )}
        </MessageBarActions>
      </MessageBar>
    </section>
  );
}
