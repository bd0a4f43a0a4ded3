import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { Body1, Title1 } from '@fluentui/react-components';
import type { MenuItem, MenuSection } from '@portal/instances';
import { usePortal } from '@portal/shared';
import { useShell } from '../../app/ShellContext';
import { RouterLink } from '../../layout/RouterLink';
import { STAFF_ROLES } from '../../menu/roles';
import { decideRouteAccess } from '../../routing/ModulePage';
import { SessionPending } from '../../routing/SessionPending';
import { Titled } from '../../routing/Titled';
import { unauthorizedStateOf } from '../../routing/unauthorizedState';
import { useSession } from '../../routing/useSession';
import { usePageStyles } from '../pageStyles';
import { RoleName } from '../unauthorized/UnauthorizedPage';

const STAFF_RULE = { roles: [...STAFF_ROLES] };

/** The in-app items of a filtered menu, in reading order. */
function menuItems(sections: MenuSection[]): MenuItem[] {
  return sections.flatMap((section) =>
    section.entries.flatMap((entry) => {
      if (entry.type === 'item') return [entry];
      if (entry.type === 'group')
        return entry.items.filter((child): child is MenuItem => child.type === 'item');
      return [];
    }),
  );
}

/**
 * `online/staff`: where admins, superusers and servants land while the admin area is not in the portal.
 * The customer pages would show them their own (empty) data; this page says so and lists the pages their
 * roles open, from the same filtered menu the left menu shows.
 */
export function StaffRoute() {
  const session = useSession();
  const { pathTo } = usePortal();
  switch (decideRouteAccess(STAFF_RULE, session)) {
    case 'pending':
      return <SessionPending />;
    case 'toRoot':
      return <Navigate to={pathTo('')} replace />;
    case 'unauthorized':
      return <Navigate to={pathTo('401')} replace state={unauthorizedStateOf(STAFF_RULE)} />;
    case 'open':
      return (
        <Titled titleKey="shell.staff.title">
          <StaffPage />
        </Titled>
      );
  }
}

export function StaffPage() {
  const intl = useIntl();
  const styles = usePageStyles();
  const { user, pathTo } = usePortal();
  const { visibleMenu } = useShell();
  const items = menuItems(visibleMenu);
  return (
    <section className={styles.page} aria-labelledby="staff-heading">
      <Title1 as="h1" id="staff-heading">
        <FormattedMessage id="shell.staff.heading" />
      </Title1>
      <Body1 as="p" id="staff-roles">
        <FormattedMessage id="shell.staff.roles" />
      </Body1>
      <ul className={styles.list} aria-labelledby="staff-roles">
        {(user?.roles ?? []).map((role) => (
          <li key={role}>
            <RoleName role={role} withCode />
          </li>
        ))}
      </ul>
      <Body1 as="p">
        <FormattedMessage id="shell.staff.adminArea" />
      </Body1>
      <Body1 as="p">
        <FormattedMessage id="shell.staff.customerPages" />
      </Body1>
      {items.length > 0 ? (
        <>
          <Body1 as="p" id="staff-pages">
            <FormattedMessage id="shell.staff.pages" />
          </Body1>
          <ul className={styles.list} aria-labelledby="staff-pages">
            {items.map((item) => (
              <li key={item.id}>
                <RouterLink to={pathTo(item.endpoint)}>
                  {intl.formatMessage({ id: item.labelKey })}
                </RouterLink>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <Body1 as="p">
          <FormattedMessage id="shell.staff.noPages" />
        </Body1>
      )}
    </section>
  );
}
