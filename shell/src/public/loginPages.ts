// The logged-out pages' entry draws these at once, so they come with it. The federation host, where they
// show only after a logout or an expired session, builds lazyLoginPages.tsx in this file's place.
export { LoginPage } from '../pages/login/LoginPage';
export { OpenIdCallbackPage } from '../pages/openid-callback/OpenIdCallbackPage';
