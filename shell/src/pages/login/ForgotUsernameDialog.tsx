import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Link,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLinkTargetStyles } from './PortalLink';

/** The forgot-username link and the dialog that explains where to look the username up. */
export function ForgotUsernameDialog({ serviceUrl }: { serviceUrl: string }) {
  const intl = useIntl();
  const styles = useLinkTargetStyles();
  return (
    <Dialog>
      <DialogTrigger disableButtonEnhancement>
        <Link className={styles.target} as="button" type="button">
          {intl.formatMessage({ id: 'shell.login.forgotUsername' })}
        </Link>
      </DialogTrigger>
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
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary">{intl.formatMessage({ id: 'common.close' })}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
