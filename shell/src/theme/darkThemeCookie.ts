import { COOKIE_DARK_THEME, readCookie, writeCookie } from '../cookies/cookies';

/** The dark theme choice survives reloads in the darkThemeOn cookie. */
export const readDarkThemeCookie = (): boolean => readCookie(COOKIE_DARK_THEME) === 'true';

export const writeDarkThemeCookie = (on: boolean): void => writeCookie(COOKIE_DARK_THEME, String(on));
