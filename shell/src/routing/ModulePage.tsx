import { useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import type { AccessRule, ModuleId } from '@portal/instances';
import { SELF, publicLink, usePortal, type PublishedRoute, type Subject } from '@portal/shared';
import { useShell } from '../app/ShellContext';
import { RemoteBoundary } from '../federation/RemoteBoundary';
import { hasAccess } from '../menu/access';
import { useLoadedRoute } from '../modules/useLoadedRoute';
import { SessionPending } from './SessionPending';
import { Titled } from './Titled';
import { unauthorizedStateOf } from './unauthorizedState';
import { useSession } from './useSession';

/**
 * Decides whether the route may open, given the user: public routes open without login; private
 * routes send logged-out users to '/' and users lacking the route's roles or scopes to the 401 page.
 */
export type RouteDecision = 'open' | 'pending' | 'toRoot' | 'unauthorized';

type RouteRule = AccessRule & Pick<PublishedRoute, 'public'>;

/** The public-link value in the address, when the route opens with one. */
const publicParam = (route: RouteRule, search: URLSearchParams): string | null =>
  typeof route.public === 'object' ? search.get(route.public.whenQueryParam) || null : null;

const opensWithoutLogin = (route: RouteRule, search: URLSearchParams): boolean =>
  route.public === true || publicParam(route, search) !== null;

export function decideRouteAccess(
  route: RouteRule,
  session: ReturnType<typeof useSession>,
  search: URLSearchParams = new URLSearchParams(),
): RouteDecision {
  if (opensWithoutLogin(route, search)) return 'open';
  if (!session.resolved) return 'pending';
  if (!session.user) return 'toRoot';
  return hasAccess(route, session.user) ? 'open' : 'unauthorized';
}

/**
 * Whose data the page shows: the public link's when the address carries it (even for a logged-in
 * visitor: the link names one customer), otherwise the signed-in user. Stable while those stay.
 */
export function useRouteSubject(route: RouteRule): Subject {
  const { instance } = usePortal();
  const [search] = useSearchParams();
  const link = publicParam(route, search);
  return useMemo(() => (link ? publicLink(link, instance.id) : SELF), [link, instance.id]);
}

/**
 * A published route of an enabled module: the access decision comes from the publication, so a
 * user who may not open the page does not load the remote; then the module loads and its page renders.
 */
export function ModulePage({ moduleId, route }: { moduleId: ModuleId; route: PublishedRoute }) {
  const { registry } = useShell();
  const session = useSession();
  const { pathTo } = usePortal();
  const [search] = useSearchParams();
  const subject = useRouteSubject(route);

  switch (decideRouteAccess(route, session, search)) {
    case 'pending':
      return <SessionPending />;
    case 'toRoot':
      return <Navigate to={pathTo('')} replace />;
    case 'unauthorized':
      return <Navigate to={pathTo('401')} replace state={unauthorizedStateOf(route)} />;
    case 'open':
      return (
        <RemoteBoundary key={moduleId} moduleId={moduleId} onRetry={() => registry.forget(moduleId)}>
          <LoadedPage moduleId={moduleId} endpoint={route.endpoint} subject={subject} />
        </RemoteBoundary>
      );
  }
}

/** The module's page with its title, once the module is loaded; renders inside a RemoteBoundary. */
function LoadedPage({
  moduleId,
  endpoint,
  subject,
}: {
  moduleId: ModuleId;
  endpoint: string;
  subject: Subject;
}) {
  const route = useLoadedRoute(moduleId, endpoint);
  const Page = route.component;
  return (
    <Titled titleKey={route.titleKey}>
      <Page subject={subject} />
    </Titled>
  );
}
