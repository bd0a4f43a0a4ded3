import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
import { usePortal } from '@portal/shared';
import { isBannerClosed } from './bannerMemory';
import { getInstallPrompt, subscribeInstallPrompt } from './installPrompt';
import { setUpOfflineApp } from './offlineApp';
import { bannerFor, isStandalone } from './platform';

// the banner and its Fluent parts load only where it shows (not in the login page's first load)
const InstallBanner = lazy(() => import('./InstallBanner').then((m) => ({ default: m.InstallBanner })));

/** The installable, offline app of the instance (flags.offlineApp): worker, manifest and banner. */
export function PwaLayer() {
  const { instance } = usePortal();
  useEffect(() => {
    void setUpOfflineApp(instance);
  }, [instance]);
  const prompt = useSyncExternalStore(subscribeInstallPrompt, getInstallPrompt, () => null);
  const shows =
    instance.flags.offlineApp &&
    bannerFor({
      userAgent: navigator.userAgent,
      maxTouchPoints: navigator.maxTouchPoints ?? 0,
      standalone: isStandalone(),
      promptAvailable: prompt !== null,
      closed: isBannerClosed(instance.id),
    }) !== null;
  return shows ? (
    <Suspense fallback={null}>
      <InstallBanner instanceId={instance.id} />
    </Suspense>
  ) : null;
}
