import { Route } from 'react-router-dom';
import { LoginPage } from '../pages/login/LoginPage';
import { OpenIdCallbackPage } from '../pages/openid-callback/OpenIdCallbackPage';
import { ResetPasswordPage } from '../pages/reset-password/ResetPasswordPage';
import { WelcomePage } from '../pages/welcome/WelcomePage';
import { LoggedOutOnly } from '../routing/LoggedOutOnly';
import { Titled } from '../routing/Titled';

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
