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
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { WithMessages } from '@portal/shared';
import type { ReadingFlag, ReadingKind } from '@portal/shared/api/meterReadings';
import { READING_NOTE_MAX } from '@portal/shared/api/meterReadings';
import { useId, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { reviewMessages } from '../i18n/partMessages';
import { readPhoto } from './readingForm';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  actions: { flexWrap: 'wrap' },
});

export interface Neighbour {
  value: string;
  date: string;
}

export interface PlausibilityQuestion {
  /** 'lessThan': the spec's warning with the rollover and meter change offers; 'review': send or cancel */
  mode: 'lessThan' | 'review';
  kind: ReadingKind;
  flags: ReadingFlag[];
  value: string;
  previous: Neighbour | null;
  next: Neighbour | null;
  range: { low: string; high: string } | null;
  rolloverFits: boolean;
  /** the counter's largest value + 1, shown with the rollover offer */
  modulus: string;
}

export interface PlausibilityChoice {
  kind: ReadingKind;
  /** true: stored as it is and sent for staff review */
  sendForReview: boolean;
  note: string;
  photo: string | null;
}

export interface PlausibilityDialogProps {
  question: PlausibilityQuestion | null;
  /** the form's note, to start from */
  note: string;
  onChoose: (choice: PlausibilityChoice) => void;
  onCancel: () => void;
}

/**
 * (A chunk of its own with its texts: the page fetches it when it first asks.)
 * The 'less than' warning (spec customer-area 4: yes saves, cancel does not) and its continuation for a
 * reading the rules find implausible: instead of a dead end, the reading can be explained (a rollover, a
 * meter change) or sent for review with a note and a photo of the meter.
 */
export function PlausibilityDialog({ question, note, onChoose, onCancel }: PlausibilityDialogProps) {
  return (
    <WithMessages messages={reviewMessages}>
      <Dialog
        open={question !== null}
        modalType="alert"
        onOpenChange={(_, data) => {
          if (!data.open) onCancel();
        }}
      >
        <DialogSurface>
          {question ? (
            <QuestionBody question={question} note={note} onChoose={onChoose} onCancel={onCancel} />
          ) : null}
        </DialogSurface>
      </Dialog>
    </WithMessages>
  );
}

function QuestionBody({
  question,
  note: initialNote,
  onChoose,
  onCancel,
}: Omit<PlausibilityDialogProps, 'question'> & { question: PlausibilityQuestion }) {
  const intl = useIntl();
  const styles = useStyles();
  const photoId = useId();
  const [note, setNote] = useState(initialNote);
  const [photo, setPhoto] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { mode, flags, previous, next, range, value } = question;

  const choosePhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setPhoto(null);
    setPhotoError(null);
    if (!file) return;
    setReading(true);
    const result = await readPhoto(file);
    setReading(false);
    if ('dataUrl' in result) setPhoto(result.dataUrl);
    else setPhotoError(t(`metering.review.${result.error}`));
  };
  const choose = (kind: ReadingKind, sendForReview: boolean) =>
    onChoose({ kind, sendForReview, note: note.trim(), photo: sendForReview ? photo : null });

  const reasons = flags.map((flag) => {
    if (flag === 'belowPrevious' && previous)
      return t('metering.review.flag.belowPrevious', {
        value,
        previous: previous.value,
        date: previous.date,
      });
    if (flag === 'aboveNext' && next)
      return t('metering.review.flag.aboveNext', { value, next: next.value, date: next.date });
    if (flag === 'outsideExpected' && range)
      return t('metering.review.flag.outsideExpected', { value, low: range.low, high: range.high });
    return t(`metering.review.flag.${flag}.short`);
  });

  return (
    <DialogBody>
      <DialogTitle>
        {t(mode === 'lessThan' ? 'metering.lessThan.title' : 'metering.review.title')}
      </DialogTitle>
      <DialogContent className={styles.content}>
        {mode === 'lessThan' ? (
          <p>
            {previous
              ? t('metering.lessThan.body', { value, previous: previous.value, date: previous.date })
              : t('metering.lessThan.bodyNoPrevious')}
          </p>
        ) : (
          <ul className={styles.list}>
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        )}
        {mode === 'lessThan' && question.rolloverFits ? (
          <p>{t('metering.lessThan.rolloverHint', { modulus: question.modulus })}</p>
        ) : null}
        {mode === 'lessThan' ? <p>{t('metering.lessThan.meterChangeHint')}</p> : null}
        <p>{t('metering.review.explain')}</p>
        <Field label={t('metering.review.note')}>
          <Textarea
            value={note}
            maxLength={READING_NOTE_MAX}
            resize="vertical"
            onChange={(_, data) => setNote(data.value)}
          />
        </Field>
        <Field
          label={{ children: t('metering.review.photo'), htmlFor: photoId }}
          hint={t('metering.review.photoHint')}
          validationState={photoError ? 'error' : 'none'}
          validationMessage={photoError ?? undefined}
        >
          <input id={photoId} type="file" accept="image/*" onChange={(event) => void choosePhoto(event)} />
        </Field>
      </DialogContent>
      <DialogActions className={styles.actions}>
        <Button appearance="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        {mode === 'lessThan' ? (
          <Button onClick={() => choose('meterChange', false)}>{t('metering.lessThan.meterChange')}</Button>
        ) : null}
        {mode === 'lessThan' && question.rolloverFits ? (
          <Button onClick={() => choose('rollover', false)}>{t('metering.lessThan.rollover')}</Button>
        ) : null}
        <Button appearance="primary" disabled={reading} onClick={() => choose(question.kind, true)}>
          {t(mode === 'lessThan' ? 'metering.lessThan.yes' : 'metering.review.send')}
        </Button>
      </DialogActions>
    </DialogBody>
  );
}
