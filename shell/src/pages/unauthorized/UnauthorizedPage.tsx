import { FormattedMessage } from 'react-intl';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { Body1, Button, Title1 } from '@fluentui/react-components';
import { usePortal } from '@portal/shared';
import { readUnauthorizedState } from '../../routing/unauthorizedState';
import { sessionActions } from '../../session';
import { usePageStyles } from '../pageStyles';
import { rolesNamedByMenu } from './requiredRoles';

/** 401: the user lacks the roles a page needs; lists them. */
export function UnauthorizedPage() {
  const styles = usePageStyles();
  const { instance, user } = usePortal();
  const dispatch = useDispatch();
  const { state } = useLocation();
  // reached from a refused page: its roles; from an empty menu: the roles the menu asks for that the user lacks
  const fromPage = readUnauthorizedState(state)?.requiredRoles;
  const roles = fromPage ?? rolesNamedByMenu(instance).filter((role) => !user?.roles.includes(role));

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
                <FormattedMessage id={`shell.roles.${role}`} defaultMessage={role} />
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
