import { useParams } from 'react-router-dom';
import { isContentEndpoint, isContentEndpointServed } from '@portal/instances/endpoints';
import { usePortal } from '@portal/shared';
import { useShell } from '../app/ShellContext';
import { DashboardPage } from '../dashboard/DashboardPage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { ContentRoute } from '../pages/content/ContentRoute';
import { CatchAll } from './CatchAll';
import { ModulePage } from './ModulePage';
import { Titled } from './Titled';

/**
 * An endpoint the shell has no page of its own for: the dashboard (once a module publishes a widget),
 * an enabled module's published page, the catch-all for the instance's root, and otherwise the 404 page
 * at the address asked for (the server answers such an address with status 404, docs/instances.md).
 */
export function EndpointRoute() {
  const { catalog } = useShell();
  const { instance } = usePortal();
  const endpoint = (useParams()['*'] ?? '').replace(/\/+$/, '');
  if (endpoint === '') return <CatchAll />;
  // the content pages the instance offers (its menu, the retired-reporting flag)
  if (isContentEndpoint(endpoint) && isContentEndpointServed(instance, endpoint)) {
    return <ContentRoute endpoint={endpoint} />;
  }
  const dashboardRule = catalog.dashboardRule(endpoint);
  if (dashboardRule) return <DashboardPage rule={dashboardRule} />;
  const entry = catalog.routeFor(endpoint);
  if (!entry) {
    return (
      <Titled titleKey="shell.title.notFound">
        <NotFoundPage />
      </Titled>
    );
  }
  return <ModulePage moduleId={entry.moduleId} route={entry.route} />;
}
