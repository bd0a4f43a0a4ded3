import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link,
} from '@fluentui/react-components';
import { externalLoginHref } from '@portal/instances/externalLogin';
import { usePortal } from '@portal/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fullPageRedirect } from '../../session/fullPageRedirect';
import { useForgotUsernameText } from '../forgotUsernameMessages';
import type { ForgotUsernameService } from './loginLayout';
import { useLinkTargetStyles } from './PortalLink';

export interface ForgotUsernameSurfaceProps {
  service: ForgotUsernameService;
  open: boolean;
  onClose: () => void;
}

/**
 * The forgot-username dialog; its own chunk (ForgotUsernameDialog). With a strong login service it starts
 * that login for the purpose 'forgot-username' (the callback page shows the username); else it links to the
 * instance's service page.
 */
export default function ForgotUsernameSurface({ service, open, onClose }: ForgotUsernameSurfaceProps) {
  const intl = useIntl();
  const text = useForgotUsernameText();
  const styles = useLinkTargetStyles();
  const { instance, language } = usePortal();
  const [leaving, setLeaving] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage({ id: 'shell.login.forgotUsernameDialog.title' })}</DialogTitle>
          <DialogContent>
            {service.kind === 'strongLogin' ? (
              <p>{text('dialog.strongBody')}</p>
            ) : (
              <>
                <p>{intl.formatMessage({ id: 'shell.login.forgotUsernameDialog.body' })}</p>
                <Link className={styles.target} href={service.url} target="_blank" rel="noopener noreferrer">
                  {intl.formatMessage({ id: 'shell.login.forgotUsernameDialog.link' })}
                </Link>
              </>
            )}
          </DialogContent>
          <DialogActions>
            {service.kind === 'strongLogin' ? (
              <Button
                appearance="primary"
                disabled={leaving}
                onClick={() => {
                  setLeaving(true);
                  fullPageRedirect(
                    externalLoginHref(instance.id, service.button, language, 'forgot-username'),
                  );
                }}
              >
                {text('dialog.identify')}
              </Button>
            ) : null}
            <Button appearance="secondary" onClick={onClose}>
              {intl.formatMessage({ id: 'common.close' })}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
