import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import type { ExternalLoginButton } from '@portal/instances';
import { useIntl } from 'react-intl';
import { externalButtonLabel } from './externalButtonLabel';

export interface StrongAuthDialogProps {
  /** the button whose service asks for strong authentication; null closes the dialog */
  button: ExternalLoginButton | null;
  onConfirm: (button: ExternalLoginButton) => void;
  onCancel: () => void;
}

/** The strong-authentication confirmation: confirm redirects to the service, cancel re-enables the form. */
export function StrongAuthDialog({ button, onConfirm, onCancel }: StrongAuthDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={button !== null} onOpenChange={(_, data) => (data.open ? undefined : onCancel())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage({ id: 'shell.login.strongAuthDialog.title' })}</DialogTitle>
          <DialogContent>
            {button
              ? intl.formatMessage(
                  { id: 'shell.login.strongAuthDialog.body' },
                  { provider: externalButtonLabel(intl, button) },
                )
              : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => (button ? onConfirm(button) : undefined)}>
              {intl.formatMessage({ id: 'shell.login.strongAuthDialog.confirm' })}
            </Button>
            <Button appearance="secondary" onClick={onCancel}>
              {intl.formatMessage({ id: 'shell.login.strongAuthDialog.cancel' })}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
