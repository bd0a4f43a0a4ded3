import { Navigate, Route, Routes } from 'react-router-dom';
import { PortalLayout } from '../layout/PortalLayout';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { UnauthorizedPage } from '../pages/unauthorized/UnauthorizedPage';
import { lazyPage } from '../public/lazyPage';
import { loggedOutRoutes } from '../public/loggedOutRoutes';
import { EndpointRoute } from './EndpointRoute';
import { Titled } from './Titled';

// a chunk of its own, fetched when first shown (docs/account.md)
const AccountRoute = lazyPage(
  () => import('../pages/account/AccountPage').then((module) => module.AccountRoute),
  'AccountRoute',
);

/** The endpoints under /{instance}/{language}/; everything else is a module page or the catch-all. */
export function PortalRoutes() {
  return (
    <Routes>
      <Route element={<PortalLayout />}>
        {loggedOutRoutes()}
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
        <Route path="account" element={<Navigate to="general" replace />} />
        <Route path="account/:tab" element={<AccountRoute />} />
        <Route path="*" element={<EndpointRoute />} />
      </Route>
    </Routes>
  );
}
