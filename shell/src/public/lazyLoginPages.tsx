import { lazyPage } from './lazyPage';

// The federation host's stand-in for loginPages.ts: a logged-in page does not carry the login page's code
// (docs/first-load.md); it is fetched when a logout or an expired session leads there.
export const LoginPage = lazyPage(
  () => import('../pages/login/LoginPage').then((module) => module.LoginPage),
  'LoginPage',
);
export const OpenIdCallbackPage = lazyPage(
  () => import('../pages/openid-callback/OpenIdCallbackPage').then((module) => module.OpenIdCallbackPage),
  'OpenIdCallbackPage',
);
