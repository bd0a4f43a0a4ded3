import type { OpenIdCallbackParams } from '../../session';

/**
 * Reads the callback address. Only a one-time `code` signs the user in: the bearer token never travels in
 * the address (DESIGN.md section 6), because addresses end up in history, logs and Referer headers.
 * The spec's `access_token` parameter is therefore refused: it is never read into memory or stored, and
 * an address that carries one counts as having no code (the login page then shows the cookie notice).
 */
export function readOpenIdCallback(search: URLSearchParams): OpenIdCallbackParams {
  const openIdError = search.get('openid_error');
  const code = search.get('code');
  return {
    openIdError: openIdError === null ? null : openIdError || 'unknown',
    code: code ? code : null,
    purpose: search.get('purpose') === 'forgot-username' ? 'forgot-username' : 'login',
  };
}
