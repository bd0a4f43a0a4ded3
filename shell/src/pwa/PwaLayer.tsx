import { useEffect } from 'react';
import { usePortal } from '@portal/shared';
import { InstallBanner } from './InstallBanner';
import { setUpOfflineApp } from './offlineApp';

/** The installable, offline app of the instance (flags.offlineApp) and the offline notice. */
export function PwaLayer() {
  const { instance } = usePortal();
  useEffect(() => {
    void setUpOfflineApp(instance);
  }, [instance]);
  return instance.flags.offlineApp ? <InstallBanner instanceId={instance.id} /> : null;
}
