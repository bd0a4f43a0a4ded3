import { use } from 'react';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { Card, CardHeader, makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import type { AccessRule, ModuleId } from '@portal/instances';
import { SELF, usePortal, type ModuleWidgetProps } from '@portal/shared';
import { useShell } from '../app/ShellContext';
import { RemoteBoundary } from '../federation/RemoteBoundary';
import { InvalidModuleError } from '../federation/validateModule';
import { hasAccess } from '../menu/access';
import { decideRouteAccess } from '../routing/ModulePage';
import { SessionPending } from '../routing/SessionPending';
import { Titled } from '../routing/Titled';
import { unauthorizedStateOf } from '../routing/unauthorizedState';
import { useSession } from '../routing/useSession';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { margin: 0 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  card: { height: '100%' },
});

/** The home dashboard (`online/home`, the superuser's `home`) behind its access rule. */
export function DashboardPage({ rule }: { rule: AccessRule }) {
  const session = useSession();
  const { pathTo } = usePortal();
  switch (decideRouteAccess(rule, session)) {
    case 'pending':
      return <SessionPending />;
    case 'toRoot':
      return <Navigate to={pathTo('')} replace />;
    case 'unauthorized':
      return <Navigate to={pathTo('401')} replace state={unauthorizedStateOf(rule)} />;
    case 'open':
      return (
        <Titled titleKey="shell.dashboard.title">
          <DashboardGrid />
        </Titled>
      );
  }
}

/**
 * The widgets of every enabled module, in the instance's order, that the user's roles and scopes allow
 * (spec customer-area 2). Each loads its module on its own and fails on its own: a broken widget shows
 * the localized error card with retry in its cell and the rest of the grid stays.
 */
export function DashboardGrid() {
  const intl = useIntl();
  const styles = useStyles();
  const { catalog } = useShell();
  const { user } = usePortal();
  const widgets = catalog.widgets.filter(({ widget }) => user !== null && hasAccess(widget, user));
  // the report options card that chooses these comes with the dashboard widgets (a later issue)
  const props: ModuleWidgetProps = { subject: SELF, usagePlace: null, energyType: null };
  return (
    <section className={styles.page} aria-labelledby="dashboard-title">
      <Title2 as="h1" id="dashboard-title" className={styles.heading}>
        {intl.formatMessage({ id: 'shell.dashboard.title' })}
      </Title2>
      <ul className={styles.grid} aria-label={intl.formatMessage({ id: 'shell.dashboard.widgets' })}>
        {widgets.map(({ moduleId, widget }) => (
          <li key={widget.id} data-widget={widget.id}>
            <Card className={styles.card}>
              <WidgetSlot moduleId={moduleId} widgetId={widget.id} props={props} />
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

function WidgetSlot(slot: { moduleId: ModuleId; widgetId: string; props: ModuleWidgetProps }) {
  const { registry } = useShell();
  return (
    <RemoteBoundary moduleId={slot.moduleId} onRetry={() => registry.forget(slot.moduleId)}>
      <LoadedWidget {...slot} />
    </RemoteBoundary>
  );
}

/** Suspends until the module is loaded and installed (its messages merged), then renders the widget. */
function LoadedWidget({
  moduleId,
  widgetId,
  props,
}: {
  moduleId: ModuleId;
  widgetId: string;
  props: ModuleWidgetProps;
}) {
  const intl = useIntl();
  const { registry } = useShell();
  const module = use(registry.load(moduleId));
  const widget = module.widgets?.find((candidate) => candidate.id === widgetId);
  if (!widget) throw new InvalidModuleError(moduleId, `widget ${widgetId} is not served`);
  const Widget = widget.component;
  return (
    <>
      <CardHeader header={<Text weight="semibold">{intl.formatMessage({ id: widget.titleKey })}</Text>} />
      <Widget {...props} />
    </>
  );
}
