import { use, useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { makeStyles, mergeClasses, Title2, tokens } from '@fluentui/react-components';
import type { AccessRule, ModuleId } from '@portal/instances';
import {
  SELF,
  usePortal,
  type EnergyTypeKey,
  type ModuleWidgetProps,
  type Subject,
  type UsagePlace,
} from '@portal/shared';
import { useShell } from '../app/ShellContext';
import { RemoteBoundary } from '../federation/RemoteBoundary';
import { InvalidModuleError } from '../federation/validateModule';
import type { CatalogWidget } from '../modules/catalog';
import { visibleWidgets } from './visibleWidgets';
import { TimelineCard } from './TimelineCard';
import { decideRouteAccess } from '../routing/ModulePage';
import { SessionPending } from '../routing/SessionPending';
import { Titled } from '../routing/Titled';
import { unauthorizedStateOf } from '../routing/unauthorizedState';
import { useSession } from '../routing/useSession';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { margin: 0 },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr) 20rem' },
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  // a widget with nothing to show renders null: its cell leaves the grid
  cell: { minWidth: 0, ':empty': { display: 'none' } },
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
 * The widgets of every enabled module, in the instance's order, that the user's roles and scopes, the
 * instance's flags and the view allow (spec customer-area 2). Each loads its module on its own and fails
 * on its own: a broken widget shows the localized error card with retry in its cell and the rest of the
 * grid stays. The dashboard holds the chosen usage place and energy type: the report options card sets
 * them, every widget gets them. `subject` is whose dashboard it is (a target user in the admin view).
 */
export function DashboardGrid({ subject = SELF }: { subject?: Subject }) {
  const intl = useIntl();
  const styles = useStyles();
  const { catalog } = useShell();
  const { instance, user } = usePortal();
  const adminView = subject.kind === 'target';
  const [choice, setChoice] = useState<Choice>({ usagePlace: null, energyType: null });
  const choose = useCallback(
    (usagePlace: UsagePlace | null, energyType: EnergyTypeKey | null) =>
      setChoice((current) =>
        current.usagePlace === usagePlace && current.energyType === energyType
          ? current
          : { usagePlace, energyType },
      ),
    [],
  );
  const props = useMemo<ModuleWidgetProps>(
    () => ({ subject, adminView, choose, ...choice }),
    [subject, adminView, choose, choice],
  );
  const widgets = visibleWidgets(catalog.widgets, { instance, user, adminView });
  const top = widgets.filter(({ widget }) => widget.placement === 'top');
  const grid = widgets.filter(({ widget }) => widget.placement !== 'top');
  const timeline = instance.flags.twitterTimeline;
  const cells = (list: CatalogWidget[]) =>
    list.map(({ moduleId, widget }) => (
      <li key={widget.id} data-widget={widget.id} className={styles.cell}>
        <WidgetSlot moduleId={moduleId} widgetId={widget.id} props={props} />
      </li>
    ));
  return (
    <section className={styles.page} aria-labelledby="dashboard-title">
      <Title2 as="h1" id="dashboard-title" className={styles.heading}>
        {intl.formatMessage({ id: 'shell.dashboard.title' })}
      </Title2>
      <div className={styles.columns}>
        <div className={styles.main}>
          {top.length > 0 ? <ul className={styles.list}>{cells(top)}</ul> : null}
          <ul
            className={mergeClasses(styles.list, styles.grid)}
            aria-label={intl.formatMessage({ id: 'shell.dashboard.widgets' })}
          >
            {cells(grid)}
          </ul>
        </div>
        {timeline && !adminView ? <TimelineCard url={timeline} /> : null}
      </div>
    </section>
  );
}

interface Choice {
  usagePlace: UsagePlace | null;
  energyType: EnergyTypeKey | null;
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
  const { registry } = useShell();
  const module = use(registry.load(moduleId));
  const widget = module.widgets?.find((candidate) => candidate.id === widgetId);
  if (!widget) throw new InvalidModuleError(moduleId, `widget ${widgetId} is not served`);
  const Widget = widget.component;
  return <Widget {...props} />;
}
