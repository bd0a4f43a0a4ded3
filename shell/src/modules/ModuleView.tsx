import type { AccessRule, ModuleId } from '@portal/instances';
import {
  subjectKey,
  usePortal,
  type ModuleViewProps,
  type PublishedRoute,
  type Subject,
  type UserInfo,
} from '@portal/shared';
import { useShell } from '../app/ShellContext';
import { DashboardGrid } from '../dashboard/DashboardPage';
import { RemoteBoundary } from '../federation/RemoteBoundary';
import { customerView, hasAccess } from '../menu/access';
import { isStaff } from '../menu/roles';
import { stripSlashes, type ModuleCatalog } from './catalog';
import { useLoadedRoute } from './useLoadedRoute';

/**
 * Whether `ModuleView` can show the endpoint in this instance: an enabled module publishes it, or it is
 * the dashboard while some enabled module publishes a widget.
 */
export const catalogServes = (catalog: ModuleCatalog, endpoint: string): boolean =>
  catalog.dashboardRule(endpoint) !== null || catalog.routeFor(endpoint) !== null;

/**
 * Whether the signed-in user may see the page for the subject. A target user's page is checked as the
 * customer would open it (`customerView`), and only staff may look at a target user at all; a public
 * link opens public routes only; otherwise the user's own roles and scopes decide.
 */
export function mayView(
  rule: AccessRule & Pick<PublishedRoute, 'public'>,
  subject: Subject,
  user: UserInfo | null,
): boolean {
  switch (subject.kind) {
    case 'target':
      return user !== null && isStaff(user) && hasAccess(rule, customerView(user));
    case 'public':
      return rule.public !== undefined && rule.public !== false;
    default:
      return user !== null && hasAccess(rule, user);
  }
}

function ViewedPage({
  moduleId,
  endpoint,
  subject,
  input,
}: {
  moduleId: ModuleId;
  endpoint: string;
  subject: Subject;
  input?: Readonly<Record<string, unknown>>;
}) {
  const Page = useLoadedRoute(moduleId, endpoint).component;
  return <Page subject={subject} input={input} />;
}

/**
 * `usePortal().ModuleView`: the published page of any enabled module, or the dashboard grid
 * (`online/home`), for a subject, inside the same error card with retry and loader as a routed page but
 * without its title (it lives inside another page, e.g. the admin report dialog). Renders nothing when
 * the endpoint is not served here or the user may not see it for the subject (docs/staff-platform.md).
 */
export function ModuleView({ endpoint, subject, input }: ModuleViewProps) {
  const { catalog, registry } = useShell();
  const { user } = usePortal();
  const path = stripSlashes(endpoint);
  const dashboardRule = catalog.dashboardRule(path);
  if (dashboardRule)
    // keyed: another user's dashboard starts without the previous one's chosen usage place
    return mayView(dashboardRule, subject, user) ? (
      <DashboardGrid key={subjectKey(subject)} subject={subject} />
    ) : null;
  const entry = catalog.routeFor(path);
  if (!entry || !mayView(entry.route, subject, user)) return null;
  return (
    <RemoteBoundary
      key={entry.moduleId}
      moduleId={entry.moduleId}
      onRetry={() => registry.forget(entry.moduleId)}
    >
      <ViewedPage moduleId={entry.moduleId} endpoint={entry.route.endpoint} subject={subject} input={input} />
    </RemoteBoundary>
  );
}
