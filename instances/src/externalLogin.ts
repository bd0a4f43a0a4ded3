import type { ExternalLoginButton, Language } from './types';

/** The auth service's path that starts an OpenID Connect login (server/src/auth/openid, docs/openid-login.md). */
export const OPENID_START_PATH = '/auth/openid/start';

/** What the login starts for: a login, or the forgot-username dialog's strong login that shows the username. */
export type ExternalLoginPurpose = 'login' | 'forgot-username';

/**
 * Where an external login button takes the browser: a provider's button to the auth service's start
 * (`/auth/openid/start?instance=&button=&language=[&purpose=forgot-username]`), a link-only button to its url.
 */
export function externalLoginHref(
  instanceId: string,
  button: Pick<ExternalLoginButton, 'id' | 'provider' | 'url'>,
  language: Language,
  purpose: ExternalLoginPurpose = 'login',
): string {
  if (button.provider === undefined && button.url !== undefined) return button.url;
  const query = new URLSearchParams({ instance: instanceId, button: button.id, language });
  if (purpose !== 'login') query.set('purpose', purpose);
  return `${OPENID_START_PATH}?${query.toString()}`;
}
