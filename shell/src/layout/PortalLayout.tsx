import { Outlet } from 'react-router-dom';
import { makeStyles, tokens } from '@fluentui/react-components';
import { usePortal } from '@portal/shared';
import { useShell } from '../app/ShellContext';
import { Header } from '../header/Header';
import { LeftMenu } from '../menu/LeftMenu';
import { OfflineNotice } from '../pwa/OfflineNotice';
import { PwaLayer } from '../pwa/PwaLayer';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { useIsNarrow } from './useIsNarrow';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
  },
  body: { display: 'flex', flexGrow: 1, minHeight: 0 },
  main: {
    flexGrow: 1,
    minWidth: 0,
    padding: tokens.spacingHorizontalL,
    // a long Finnish compound (a heading like 'Energiansäästövinkit' on a phone) breaks rather than widening
    // the page; it changes nothing where a word fits
    overflowWrap: 'break-word',
    ':focus': { outlineStyle: 'none' },
  },
});

/** Landmarks: header (banner), nav (left menu, logged in only: menu checks need a session) and main. */
export function PortalLayout() {
  const styles = useStyles();
  const narrow = useIsNarrow();
  const { user } = usePortal();
  const { visibleMenu } = useShell();
  const showMenu = user !== null && visibleMenu.length > 0;
  return (
    <div className={styles.root}>
      <SkipLink />
      <Header showMenuButton={showMenu && narrow} />
      <div className={styles.body}>
        {showMenu && <LeftMenu narrow={narrow} />}
        <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
          <OfflineNotice />
          <Outlet />
        </main>
      </div>
      <PwaLayer />
    </div>
  );
}
