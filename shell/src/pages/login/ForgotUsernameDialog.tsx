import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { ForgotUsernameService } from './loginLayout';
import { useLinkTargetStyles } from './PortalLink';

// Fluent's dialog code is fetched when the link is reached for, not with the login page (docs/first-load.md)
const loadSurface = () => import('./ForgotUsernameSurface');
const ForgotUsernameSurface = lazy(loadSurface);

/** The forgot-username link and the dialog that explains how to find the username. */
export function ForgotUsernameDialog({ service }: { service: ForgotUsernameService }) {
  const intl = useIntl();
  const styles = useLinkTargetStyles();
  const link = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Link
        className={styles.target}
        as="button"
        type="button"
        ref={link}
        onPointerEnter={() => void loadSurface()}
        onFocus={() => void loadSurface()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {intl.formatMessage({ id: 'shell.login.forgotUsername' })}
      </Link>
      {used && (
        <Suspense fallback={null}>
          <ForgotUsernameSurface
            service={service}
            open={open}
            onClose={() => {
              setOpen(false);
              // back to the link, as a DialogTrigger would (tabster's focus restorer is not on this page)
              link.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
