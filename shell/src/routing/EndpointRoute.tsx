import { useParams } from 'react-router-dom';
import { useShell } from '../app/ShellContext';
import { DashboardPage } from '../dashboard/DashboardPage';
import { CatchAll } from './CatchAll';
import { ModulePage } from './ModulePage';

/**
 * An endpoint the shell has no page of its own for: the dashboard (once a module publishes a widget),
 * an enabled module's published page, or the catch-all.
 */
export function EndpointRoute() {
  const { catalog } = useShell();
  const endpoint = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const dashboardRule = catalog.dashboardRule(endpoint);
  if (dashboardRule) return <DashboardPage rule={dashboardRule} />;
  const entry = catalog.routeFor(endpoint);
  if (!entry) return <CatchAll />;
  return <ModulePage moduleId={entry.moduleId} route={entry.route} />;
}
