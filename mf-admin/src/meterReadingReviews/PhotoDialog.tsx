import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
} from '@fluentui/react-components';
import { ErrorAlert } from '@portal/shared';
import type { ReviewQueueItem } from '@portal/shared/api/meterReadings';
import { useIntl } from 'react-intl';
import { useLoad } from '../locationManagement/detail/useLoad';
import { fetchReviewPhoto } from './api/reviewApi';

const useStyles = makeStyles({
  photo: { maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' },
});

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

// a data: address, not a blob: one: the page's CSP allows images from 'self' and data: only
async function dataUrlOf(blob: Blob): Promise<string> {
  const type = blob.type.split(';')[0]!.trim().toLowerCase();
  if (!IMAGE_TYPES.includes(type)) throw new Error(`not a photo: ${type || 'no type'}`);
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}

/** The photo of the meter the customer sent with the reading, read with the customer as Target-User. */
export function PhotoDialog({
  item,
  title,
  onClose,
}: {
  item: ReviewQueueItem & { userSub: string };
  title: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const photo = useLoad(item.id, async (signal) => dataUrlOf(await fetchReviewPhoto(item, signal)));
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {photo.status === 'loading' ? (
              <Spinner label={intl.formatMessage({ id: 'admin.meterReadingReviews.photo.loading' })} />
            ) : null}
            {photo.status === 'error' ? (
              <ErrorAlert
                error={photo.error}
                title={intl.formatMessage({ id: 'admin.meterReadingReviews.photo.failed' })}
              />
            ) : null}
            {photo.status === 'done' ? <img className={styles.photo} src={photo.data} alt={title} /> : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {intl.formatMessage({ id: 'admin.meterReadingReviews.photo.close' })}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
