import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { onDemand } from '../onDemand';
import { OnDemandPart } from '../OnDemandPart';
import type { IntervalErrorData } from '../state/types';

/** the rule's text comes with its messages as a chunk of its own; a spinner shows until it has loaded */
const text = onDemand(() => import('./IntervalErrorText'));

export interface IntervalErrorDialogProps {
  error: IntervalErrorData | null;
  onClose: () => void;
}

/** The first broken date rule; the chosen dates stay as they were so the user can correct them. */
export function IntervalErrorDialog({ error, onClose }: IntervalErrorDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={error !== null}
      modalType="alert"
      onOpenChange={(_, data) => (data.open ? undefined : onClose())}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage({ id: 'reports.intervalError.title' })}</DialogTitle>
          <DialogContent>{error ? <OnDemandPart part={text} props={{ error }} /> : null}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {intl.formatMessage({ id: 'common.close' })}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
