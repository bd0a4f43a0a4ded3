import { Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { usePortal } from '@portal/shared';
import { useIntl } from 'react-intl';
import { ExternalLoginButtons } from '../login/ExternalLoginButtons';
import { loginLayout } from '../login/loginLayout';
import { PortalLink } from '../login/PortalLink';
import { useExternalLogin } from '../login/useExternalLogin';

const useStyles = makeStyles({
  wayIn: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    maxWidth: '28rem',
  },
});

/**
 * The way in a logged-out visitor has from the welcome page, whatever the header offers (a 404-restricted
 * instance's header has no login link): the login page where the instance has the form, its enabled
 * external services where it has only those, the description and the company's site where login
 * happens elsewhere. The login page itself, where nothing else applies, explains what there is.
 */
export function WelcomeWayIn() {
  const intl = useIntl();
  const styles = useStyles();
  const { instance, pathTo } = usePortal();
  const external = useExternalLogin();
  const layout = loginLayout(instance.login);
  const enabledButtons = layout.externalButtons.filter((button) => button.enabled);
  const loginLink = (
    <PortalLink to={pathTo('login')}>{intl.formatMessage({ id: 'shell.welcome.login' })}</PortalLink>
  );

  if (layout.form) return <div className={styles.wayIn}>{loginLink}</div>;
  if (layout.description) {
    return (
      <div className={styles.wayIn}>
        <Text as="p">{intl.formatMessage({ id: 'shell.login.description' })}</Text>
        {instance.links.externalMainPage ? (
          <Link href={instance.links.externalMainPage}>
            {intl.formatMessage({ id: 'shell.login.externalMainPageLink' }, { name: instance.displayName })}
          </Link>
        ) : (
          loginLink
        )}
      </div>
    );
  }
  if (enabledButtons.length === 0) return <div className={styles.wayIn}>{loginLink}</div>;
  return (
    <div className={styles.wayIn}>
      <ExternalLoginButtons buttons={enabledButtons} disabled={external.busy} onSelect={external.choose} />
      {external.confirmation}
    </div>
  );
}
