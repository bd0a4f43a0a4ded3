import { useIntl } from 'react-intl';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Navigation24Regular } from '@fluentui/react-icons';
import { usePortal } from '@portal/shared';
import { useLocation } from 'react-router-dom';
import { useShell } from '../app/ShellContext';
import { RouterLink } from '../layout/RouterLink';
import { parsePortalPath } from '../routing/paths';
import { DarkThemeToggle } from './DarkThemeToggle';
import { HeaderTitle } from './HeaderTitle';
import { LanguageSelector } from './LanguageSelector';
import { SharedLocationsLink } from './SharedLocationsLink';
import { NotificationsBell } from './NotificationsBell';
import { UserMenu } from './UserMenu';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  spacer: { flexGrow: 1 },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
});

export function Header({ showMenuButton }: { showMenuButton: boolean }) {
  const styles = useStyles();
  const intl = useIntl();
  const { instance, user, pathTo } = usePortal();
  const { menuOpen, setMenuOpen } = useShell();
  const onLoginPage = parsePortalPath(useLocation().pathname).endpoint.replace(/\/+$/, '') === 'login';

  return (
    <header className={styles.header}>
      {showMenuButton && (
        <Button
          appearance="subtle"
          icon={<Navigation24Regular />}
          aria-label={intl.formatMessage({
            id: menuOpen ? 'shell.header.closeMenu' : 'shell.header.openMenu',
          })}
          aria-expanded={menuOpen}
          aria-controls="portal-menu"
          onClick={() => setMenuOpen(!menuOpen)}
        />
      )}
      <HeaderTitle />
      <span className={styles.spacer} />
      <div className={styles.actions}>
        <NotificationsBell />
        <LanguageSelector />
        <DarkThemeToggle />
        <SharedLocationsLink />
        {user && <UserMenu user={user} />}
        {/* not on the login page itself: a link back to the same page leads nowhere */}
        {!user && !instance.header.restricted404 && !onLoginPage && (
          <RouterLink to={pathTo('login')}>{intl.formatMessage({ id: 'shell.header.login' })}</RouterLink>
        )}
      </div>
    </header>
  );
}
