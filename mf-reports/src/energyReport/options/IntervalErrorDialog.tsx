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
import type { IntervalErrorData } from '../state/types';
import IntervalErrorText from './IntervalErrorText';

export interface IntervalErrorDialogProps {
  error: IntervalErrorData | null;
  onClose: () => void;
}

/**
 * The first broken date rule; the chosen dates stay as they were so the user can correct them. Its text is
 * bundled with the dialog, not fetched on demand: a modal that opens with a spinner in it and re-renders
 * when the chunk arrives was left aria-hidden by Fluent's modalizer in a test under load (0.5 KB saved
 * was not worth that).
 */
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
          <DialogContent>{error ? <IntervalErrorText error={error} /> : null}</DialogContent>
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
