import { FormattedMessage } from 'react-intl';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { Body1, Button, Title1 } from '@fluentui/react-components';
import type { Role } from '@portal/instances';
import { usePortal } from '@portal/shared';
import { useShell } from '../../app/ShellContext';
import { hasAccess, type AccessSubject } from '../../menu/access';
import { filterMenu } from '../../menu/filterMenu';
import { isStaff } from '../../menu/roles';
import { resolveCatchAll, staffMenuOf } from '../../routing/accessRules';
import { readUnauthorizedState } from '../../routing/unauthorizedState';
import { sessionActions } from '../../session';
import { usePageStyles } from '../pageStyles';
import { rolesThatWouldOpen } from './requiredRoles';

/** A role's localized name; staff also see its code (they set roles, customers do not know codes). */
export function RoleName({ role, withCode }: { role: Role; withCode: boolean }) {
  return (
    <>
      <FormattedMessage id={`shell.roles.${role}`} defaultMessage={role} />
      {withCode ? ` (${role})` : null}
    </>
  );
}

/**
 * 401: the user lacks the roles a page needs; lists the roles any one of which would be enough, found
 * with the same check that refused the user (the page's rule, or the catch-all's search for a landing).
 */
export function UnauthorizedPage() {
  const styles = usePageStyles();
  const { instance, user } = usePortal();
  const { catalog } = useShell();
  const dispatch = useDispatch();
  const { state } = useLocation();
  const refused = readUnauthorizedState(state)?.rule;
  const subject: AccessSubject = user ?? { roles: [], scopes: [] };
  const districtHeatingHidden = user ? !user.hasHeatUsagePlaces : false;
  const opens = refused
    ? (candidate: AccessSubject) => hasAccess(refused, candidate)
    : (candidate: AccessSubject) => {
        const ctx = { instance, catalog, user: candidate, districtHeatingHidden };
        return (
          resolveCatchAll({
            instance,
            loggedIn: true,
            visibleMenu: filterMenu(ctx),
            staffMenu: staffMenuOf(ctx),
          }) !== '401'
        );
      };
  const roles = rolesThatWouldOpen(subject, opens);
  const showCodes = isStaff(user);

  return (
    <section className={styles.page} aria-labelledby="unauthorized-heading">
      <Title1 as="h1" id="unauthorized-heading">
        <FormattedMessage id="shell.unauthorized.heading" />
      </Title1>
      <Body1 as="p">
        <FormattedMessage id="shell.unauthorized.description" />
      </Body1>
      {roles.length > 0 ? (
        <>
          <Body1 as="p" id="unauthorized-roles">
            <FormattedMessage id="shell.unauthorized.requiredRoles" />
          </Body1>
          <ul className={styles.list} aria-labelledby="unauthorized-roles">
            {roles.map((role) => (
              <li key={role}>
                <RoleName role={role} withCode={showCodes} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <Body1 as="p">
          <FormattedMessage id="shell.unauthorized.noRoles" />
        </Body1>
      )}
      {user && (
        <div className={styles.actions}>
          <Body1 as="p">
            <FormattedMessage id="shell.unauthorized.logoutHint" />
          </Body1>
          <Button appearance="primary" onClick={() => dispatch(sessionActions.logoutRequested())}>
            <FormattedMessage id="shell.header.logout" />
          </Button>
        </div>
      )}
    </section>
  );
}
