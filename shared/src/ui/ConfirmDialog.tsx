import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  /** defaults to 'Confirm' */
  confirmLabel?: string;
  /** shows a spinner in the confirm button and blocks both buttons */
  busy?: boolean;
  /** shown inside the dialog, e.g. an ErrorAlert of the failed action */
  error?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/** An alert dialog asking to confirm a destructive action; Escape and Cancel close it. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open && !busy) onCancel();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {children}
            {error}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={busy} onClick={onCancel}>
              {intl.formatMessage({ id: 'common.cancel' })}
            </Button>
            <Button
              appearance="primary"
              disabledFocusable={busy}
              icon={busy ? <Spinner size="tiny" /> : undefined}
              onClick={() => {
                if (!busy) onConfirm();
              }}
            >
              {confirmLabel ?? intl.formatMessage({ id: 'common.confirm' })}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
