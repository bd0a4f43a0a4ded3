/** Where the add-to-home-screen banner can help, by the browser's user agent (docs/offline.md). */
export type InstallPlatform = 'android' | 'iphone' | 'ipad';

export function installPlatform(userAgent: string, maxTouchPoints = 0): InstallPlatform | null {
  if (/\b(iPhone|iPod)\b/.test(userAgent)) return 'iphone';
  // iPadOS 13 and later present themselves as a Mac; only the touch screen tells them apart
  if (/\biPad\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1)) return 'ipad';
  if (/\bAndroid\b/.test(userAgent)) return 'android';
  return null;
}

/** Safari itself, not Chrome, Firefox, Edge, Opera or an app's web view on iOS. */
export const isIosSafari = (userAgent: string): boolean =>
  /\bSafari\//.test(userAgent) &&
  /\bVersion\//.test(userAgent) &&
  !/(CriOS|FxiOS|EdgiOS|OPiOS|GSA)\//.test(userAgent);

export interface BannerInput {
  userAgent: string;
  maxTouchPoints: number;
  /** opened from the home screen already */
  standalone: boolean;
  /** Android: the browser offered its install prompt (beforeinstallprompt) */
  promptAvailable: boolean;
  /** the user closed the banner before */
  closed: boolean;
}

/**
 * Which banner to show, if any: Android's when the browser offers its prompt; on iPhone, iPod and iPad
 * the instructions, in Safari (the one that adds to the home screen); never when the app already runs
 * from the home screen or the user closed the banner.
 */
export function bannerFor(input: BannerInput): InstallPlatform | null {
  if (input.standalone || input.closed) return null;
  const platform = installPlatform(input.userAgent, input.maxTouchPoints);
  if (platform === 'android') return input.promptAvailable ? 'android' : null;
  if (platform === 'iphone' || platform === 'ipad') return isIosSafari(input.userAgent) ? platform : null;
  return null;
}

/** Running from the home screen: iOS's navigator.standalone, elsewhere the display mode. */
export function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  if (nav.standalone === true) return true;
  return typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
}
