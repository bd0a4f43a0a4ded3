import type { InstanceConfig } from '@portal/instances';
import { customerView, hasAccess, type AccessSubject } from '../menu/access';
import type { CatalogWidget } from '../modules/catalog';

/**
 * The widgets the user's roles and scopes, the instance's flags and the view allow, in their order. In the
 * admin view the rules are checked as the customer would see the dashboard (`customerView`: staff need not
 * hold `ROLE_USER`), and widgets published `inAdminView: false` are left out.
 */
export function visibleWidgets(
  widgets: readonly CatalogWidget[],
  { instance, user, adminView }: { instance: InstanceConfig; user: AccessSubject | null; adminView: boolean },
): CatalogWidget[] {
  if (user === null) return [];
  const viewer = adminView ? customerView(user) : user;
  return widgets.filter(
    ({ widget }) =>
      hasAccess(widget, viewer) &&
      (widget.flag === undefined || instance.flags[widget.flag] === true) &&
      !(adminView && widget.inAdminView === false),
  );
}
