/** The banner's close, remembered per instance in localStorage (no personal data: one flag). */
const key = (instanceId: string) => `portal.installBanner.closed.${instanceId}`;

export function isBannerClosed(instanceId: string): boolean {
  try {
    return window.localStorage.getItem(key(instanceId)) === '1';
  } catch {
    return false;
  }
}

export function rememberBannerClosed(instanceId: string): void {
  try {
    window.localStorage.setItem(key(instanceId), '1');
  } catch {
    /* storage blocked: the banner stays closed for this page only */
  }
}
