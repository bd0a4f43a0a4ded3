import { Link, makeStyles } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

// stand-alone links get the 24 px target WCAG 2.5.8 asks for
export const useLinkTargetStyles = makeStyles({
  target: { display: 'inline-flex', alignItems: 'center', minHeight: '24px' },
});

/** A Fluent link to a route of the portal: a real href for new tabs, router navigation on a plain click. */
export function PortalLink({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useNavigate();
  const styles = useLinkTargetStyles();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Link className={styles.target} href={to} onClick={onClick}>
      {children}
    </Link>
  );
}
