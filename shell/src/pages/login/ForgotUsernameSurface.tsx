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
import { useIntl } from 'react-intl';
import { useLinkTargetStyles } from './PortalLink';

export interface ForgotUsernameSurfaceProps {
  serviceUrl: string;
  open: boolean;
  onClose: () => void;
}

/** The dialog that explains where to look the username up; its own chunk (ForgotUsernameDialog). */
export default function ForgotUsernameSurface({ serviceUrl, open, onClose }: ForgotUsernameSurfaceProps) {
  const intl = useIntl();
  const styles = useLinkTargetStyles();
  return (
    <Dialog open={open} onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage({ id: 'shell.login.forgotUsernameDialog.title' })}</DialogTitle>
          <DialogContent>
            <p>{intl.formatMessage({ id: 'shell.login.forgotUsernameDialog.body' })}</p>
            <Link className={styles.target} href={serviceUrl} target="_blank" rel="noopener noreferrer">
              {intl.formatMessage({ id: 'shell.login.forgotUsernameDialog.link' })}
            </Link>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {intl.formatMessage({ id: 'common.close' })}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
