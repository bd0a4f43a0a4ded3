import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  Spinner,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { ErrorAlert } from '@portal/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { REASON_MAX } from './reviewText';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * Rejecting a reading needs a reason (the customer sees it on the reading's row): required, at most
 * `REASON_MAX` characters. The dialog stays open with the server's message when the decision fails.
 */
export function RejectDialog({
  place,
  onCancel,
  onReject,
}: {
  /** the reading named in the title: place code and time */
  place: string;
  onCancel: () => void;
  onReject: (reason: string) => Promise<void>;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.meterReadingReviews.reject.${id}` }, values);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const trimmed = reason.trim();
  const problem =
    trimmed.length === 0
      ? t('required')
      : trimmed.length > REASON_MAX
        ? t('tooLong', { max: REASON_MAX })
        : null;
  const shown = touched ? problem : null;

  return (
    <Dialog
      open
      modalType="modal"
      onOpenChange={(_, data) => (data.open || sending ? undefined : onCancel())}
    >
      <DialogSurface>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (problem || sending) return;
            setSending(true);
            setError(null);
            onReject(trimmed).catch((failure: unknown) => {
              setError(failure);
              setSending(false);
            });
          }}
        >
          <DialogBody>
            <DialogTitle>{t('title', { place })}</DialogTitle>
            <DialogContent className={styles.content}>
              <Text>{t('description')}</Text>
              <ErrorAlert error={error} title={t('failed')} />
              <Field
                label={t('reason')}
                required
                hint={t('hint', { max: REASON_MAX })}
                validationState={shown ? 'error' : 'none'}
                validationMessage={shown ?? undefined}
              >
                <Textarea
                  value={reason}
                  maxLength={REASON_MAX}
                  resize="vertical"
                  onChange={(_, data) => setReason(data.value)}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button type="button" onClick={onCancel} disabled={sending}>
                {intl.formatMessage({ id: 'common.cancel' })}
              </Button>
              <Button
                type="submit"
                appearance="primary"
                disabled={sending}
                icon={sending ? <Spinner size="tiny" /> : undefined}
              >
                {t('confirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
