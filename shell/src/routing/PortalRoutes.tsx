import { Route, Routes } from 'react-router-dom';
import { PortalLayout } from '../layout/PortalLayout';
import { LoginPage } from '../pages/login/LoginPage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { OpenIdCallbackPage } from '../pages/openid-callback/OpenIdCallbackPage';
import { ResetPasswordPage } from '../pages/reset-password/ResetPasswordPage';
import { UnauthorizedPage } from '../pages/unauthorized/UnauthorizedPage';
import { WelcomePage } from '../pages/welcome/WelcomePage';
import { EndpointRoute } from './EndpointRoute';
import { LoggedOutOnly } from './LoggedOutOnly';
import { Titled } from './Titled';

/** The endpoints under /{instance}/{language}/; everything else is a module page or the catch-all. */
export function PortalRoutes() {
  return (
    <Routes>
      <Route element={<PortalLayout />}>
        <Route
          path="welcome"
          element={
            <LoggedOutOnly>
              <Titled titleKey="shell.title.welcome">
                <WelcomePage />
              </Titled>
            </LoggedOutOnly>
          }
        />
        <Route
          path="login"
          element={
            <LoggedOutOnly>
              <Titled titleKey="shell.title.login">
                <LoginPage />
              </Titled>
            </LoggedOutOnly>
          }
        />
        <Route
          path="reset-password"
          element={
            <LoggedOutOnly>
              <Titled titleKey="shell.title.resetPassword">
                <ResetPasswordPage />
              </Titled>
            </LoggedOutOnly>
          }
        />
        <Route
          path="oauth2/redirect"
          element={
            <Titled titleKey="shell.title.openIdCallback">
              <OpenIdCallbackPage />
            </Titled>
          }
        />
        <Route
          path="401"
          element={
            <Titled titleKey="shell.title.unauthorized">
              <UnauthorizedPage />
            </Titled>
          }
        />
        <Route
          path="404"
          element={
            <Titled titleKey="shell.title.notFound">
              <NotFoundPage />
            </Titled>
          }
        />
        <Route path="*" element={<EndpointRoute />} />
      </Route>
    </Routes>
  );
}
