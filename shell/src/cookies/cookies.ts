/** The portal's own cookies (spec section 3): darkThemeOn, notificationsSeen, hideDistrictHeatingSection. */
export const COOKIE_DARK_THEME = 'darkThemeOn';
export const COOKIE_NOTIFICATIONS_SEEN = 'notificationsSeen';
export const COOKIE_HIDE_DISTRICT_HEATING = 'hideDistrictHeatingSection';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readCookie(name: string, source: string = document.cookie): string | null {
  for (const part of source.split(';')) {
    const [rawKey, ...rest] = part.trim().split('=');
    if (rawKey === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number = ONE_YEAR_SECONDS): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}
