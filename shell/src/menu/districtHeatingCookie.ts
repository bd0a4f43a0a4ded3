import type { UserInfo } from '@portal/shared';
import { COOKIE_HIDE_DISTRICT_HEATING, readCookie, writeCookie } from '../cookies/cookies';

/** The district heating menu entry is hidden while the cookie says 'true'. */
export const isDistrictHeatingHidden = (): boolean => readCookie(COOKIE_HIDE_DISTRICT_HEATING) === 'true';

/** Set on login and on page load from whether the user has any district heating usage place. */
export function syncDistrictHeatingCookie(user: Pick<UserInfo, 'hasHeatUsagePlaces'>): void {
  writeCookie(COOKIE_HIDE_DISTRICT_HEATING, String(!user.hasHeatUsagePlaces));
}
