import { use } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import type { ModuleId } from '@portal/instances';
import { usePortal, type ModuleRoute } from '@portal/shared';
import { useShell } from '../app/ShellContext';
import { hasAccess } from '../menu/access';
import { CatchAll } from './CatchAll';
import { SessionPending } from './SessionPending';
import { Titled } from './Titled';
import type { UnauthorizedState } from './unauthorizedState';
import { useSession } from './useSession';

/**
 * Decides whether the route may open, given the user: public routes open without login; private
 * routes send logged-out users to '/' and users lacking the route's roles or scopes to the 401 page.
 */
export type RouteDecision = 'open' | 'pending' | 'toRoot' | 'unauthorized';

const opensWithoutLogin = (route: ModuleRoute, search: URLSearchParams): boolean =>
  route.public === true || (typeof route.public === 'object' && search.has(route.public.whenQueryParam));

export function decideRouteAccess(
  route: ModuleRoute,
  session: ReturnType<typeof useSession>,
  search: URLSearchParams = new URLSearchParams(),
): RouteDecision {
  if (opensWithoutLogin(route, search)) return 'open';
  if (!session.resolved) return 'pending';
  if (!session.user) return 'toRoot';
  return hasAccess(route, session.user) ? 'open' : 'unauthorized';
}

/** Suspends until the module is loaded and installed; must render inside a RemoteBoundary. */
export function ModulePage({ moduleId, endpoint }: { moduleId: ModuleId; endpoint: string }) {
  const { registry } = useShell();
  const module = use(registry.load(moduleId));
  const session = useSession();
  const { pathTo } = usePortal();
  const [search] = useSearchParams();

  const route = module.routes.find((candidate) => candidate.endpoint === endpoint);
  if (!route) return <CatchAll />;

  switch (decideRouteAccess(route, session, search)) {
    case 'pending':
      return <SessionPending />;
    case 'toRoot':
      return <Navigate to={pathTo('')} replace />;
    case 'unauthorized': {
      const state: UnauthorizedState = { requiredRoles: route.roles ?? [] };
      return <Navigate to={pathTo('401')} replace state={state} />;
    }
    case 'open': {
      const Page = route.component;
      return (
        <Titled titleKey={route.titleKey}>
          <Page />
        </Titled>
      );
    }
  }
}
