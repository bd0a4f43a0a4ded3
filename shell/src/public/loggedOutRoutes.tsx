import { Route } from 'react-router-dom';
import { LoggedOutOnly } from '../routing/LoggedOutOnly';
import { Titled } from '../routing/Titled';
import { lazyPage } from './lazyPage';
import { LoginPage, OpenIdCallbackPage } from './loginPages';

// The login page (and the OpenID return, which acts at once) come with the logged-out pages' entry
// (loginPages.ts; lazy in the federation host); the welcome and reset-password pages are chunks of their
// own, fetched when shown (docs/first-load.md).
const WelcomePage = lazyPage(
  () => import('../pages/welcome/WelcomePage').then((module) => module.WelcomePage),
  'WelcomePage',
);
const ResetPasswordPage = lazyPage(
  () => import('../pages/reset-password/ResetPasswordPage').then((module) => module.ResetPasswordPage),
  'ResetPasswordPage',
);

/**
 * The pages a visitor reaches without a session, for both entries: the federation host's PortalRoutes
 * and the logged-out pages' own entry (PublicRoutes). A function, not a component: <Routes> takes
 * <Route> elements only.
 */
export function loggedOutRoutes() {
  return [
    <Route
      key="welcome"
      path="welcome"
      element={
        <LoggedOutOnly>
          <Titled titleKey="shell.title.welcome">
            <WelcomePage />
          </Titled>
        </LoggedOutOnly>
      }
    />,
    <Route
      key="login"
      path="login"
      element={
        <LoggedOutOnly>
          <Titled titleKey="shell.title.login">
            <LoginPage />
          </Titled>
        </LoggedOutOnly>
      }
    />,
    <Route
      key="reset-password"
      path="reset-password"
      element={
        <LoggedOutOnly>
          <Titled titleKey="shell.title.resetPassword">
            <ResetPasswordPage />
          </Titled>
        </LoggedOutOnly>
      }
    />,
    <Route
      key="oauth2/redirect"
      path="oauth2/redirect"
      element={
        <Titled titleKey="shell.title.openIdCallback">
          <OpenIdCallbackPage />
        </Titled>
      }
    />,
  ];
}
