import { useIntl } from 'react-intl';
import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { usePortal } from '@portal/shared';
import { useShell } from '../app/ShellContext';
import { headerTitleTarget } from './headerTitleTarget';

const useStyles = makeStyles({
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '32px',
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
  },
  logo: { height: '40px', width: 'auto', display: 'block' },
});

function TitleContent() {
  const styles = useStyles();
  const { instance } = usePortal();
  const { darkTheme } = useShell();
  const logo = darkTheme && instance.theme.logoDark ? instance.theme.logoDark : instance.theme.logo;
  return (
    <>
      {/* the link's name comes from its aria-label; the logo carries the utility's name visually */}
      <img className={styles.logo} src={`/instances/${encodeURIComponent(instance.id)}/${logo}`} alt="" />
    </>
  );
}

function InternalTitle({ to, label }: { to: string; label: string }) {
  const styles = useStyles();
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Link className={styles.link} href={href} onClick={onClick} aria-label={label}>
      <TitleContent />
    </Link>
  );
}

export function HeaderTitle() {
  const styles = useStyles();
  const intl = useIntl();
  const { instance, pathTo, user } = usePortal();
  const target = headerTitleTarget(instance, user !== null);
  const label = intl.formatMessage({ id: 'shell.header.titleLink' }, { name: instance.displayName });
  if (target.kind === 'external') {
    return (
      <Link className={styles.link} href={target.url} aria-label={label}>
        <TitleContent />
      </Link>
    );
  }
  return <InternalTitle to={pathTo(target.endpoint)} label={label} />;
}
