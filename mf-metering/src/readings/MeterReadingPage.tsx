import {
  Button,
  Card,
  CardHeader,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  addressWithCode,
  ChoicePicker,
  ConfirmDialog,
  ErrorAlert,
  isFirstLoad,
  NoUsagePlacesNotice,
  PageFrame,
  placePickerKind,
  quantityLabel,
  subjectKey,
  unitLabel,
  useDateTimeFormat,
  type ApiErrorData,
  type FieldErrorMessage,
  type ModulePageProps,
  type Subject,
} from '@portal/shared';
import type { ReadingInput, ReadingKind, TimeSeriesEntry } from '@portal/shared/api/meterReadings';
import type { MeasuringPoint } from '@portal/shared/api/meterReadings';
import {
  assessReading,
  counterModulus,
  parseReading,
  valueRuleOf,
} from '@portal/shared/api/meterReadingRules';
import type { FormApi } from 'final-form';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { newIdempotencyKey, readingPhotoPath } from '../api';
import type { PlausibilityChoice, PlausibilityQuestion } from './PlausibilityDialog';
import { MeteringErrorAlert } from './MeteringErrorAlert';
import { ReadingForm } from './ReadingForm';
import {
  emptyReadingForm,
  implausibleFlags,
  isAutomatic,
  keyOf,
  saveProblems,
  type ReadingFormValues,
} from './readingForm';
import type { ReadingRow } from './readingRows';
import { ReadingsTable } from './ReadingsTable';
import { useMeterReadings, type SaveAttempt } from './useMeterReadings';
import { useReadingFormat } from './useReadingFormat';

// the question's dialog and texts are fetched when the page first needs them (a save), not with the page
const loadPlausibilityDialog = () => import('./PlausibilityDialog');
const PlausibilityDialog = lazy(() =>
  loadPlausibilityDialog().then((m) => ({ default: m.PlausibilityDialog })),
);

const useStyles = makeStyles({
  page: { maxWidth: '72rem' },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  pickers: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  },
  problems: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

/** The meter reading input (spec customer-area 2-5, issue 17); keyed by the subject, so another starts afresh. */
export function MeterReadingPage({ subject }: ModulePageProps) {
  return <MeterReadingContent key={subjectKey(subject)} subject={subject} />;
}

interface Asking {
  question: PlausibilityQuestion;
  input: ReadingInput;
}

interface SaveFailure {
  error: ApiErrorData;
  attempt: SaveAttempt;
}

function MeterReadingContent({ subject }: { subject: Subject }) {
  const intl = useIntl();
  const styles = useStyles();
  const data = useMeterReadings(subject);
  const { locations, location, point, series, rows, readings } = data;
  const format = useReadingFormat(point);
  const formatTime = useDateTimeFormat();
  const [form, setForm] = useState(() => ({ key: 0, values: emptyReadingForm() }));
  const [editing, setEditing] = useState<TimeSeriesEntry | null>(null);
  const [problems, setProblems] = useState<FieldErrorMessage[] | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [saveFailure, setSaveFailure] = useState<SaveFailure | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<ReadingRow | null>(null);
  const [deleteError, setDeleteError] = useState<ApiErrorData | null>(null);
  const valueRef = useRef<HTMLInputElement>(null);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const automatic = isAutomatic(point);
  // the server takes readings from the customer only (no admin variant of PUT or DELETE): staff see them
  const viewOnly = subject.kind !== 'self';
  const readOnly = automatic || viewOnly;

  /** spec: the form goes back to now with an empty value and note */
  const resetForm = useCallback(() => {
    setEditing(null);
    setForm(({ key }) => ({ key: key + 1, values: emptyReadingForm() }));
  }, []);

  /** another location or point: what was typed or edited belonged to the previous one */
  const switching =
    <T,>(select: (value: T) => void) =>
    (value: T) => {
      resetForm();
      setSaveFailure(null);
      setDeleteError(null);
      select(value);
    };

  useEffect(() => {
    if (editing) valueRef.current?.focus();
  }, [editing, form.key]);

  const edit = useCallback(
    (entry: TimeSeriesEntry) => {
      if (!point) return;
      setEditing(entry);
      setSaveFailure(null);
      setForm(({ key }) => ({
        key: key + 1,
        values: {
          readingTime: entry.isoTimestamp,
          value: editValue(entry.value, point),
          note: entry.note ?? '',
        },
      }));
    },
    [point],
  );

  const neighbour = (reading: { key: number; value: number } | null) =>
    reading
      ? { value: format.value(reading.value), date: formatTime(new Date(reading.key * 1000).toISOString()) }
      : null;

  /** the assessment's question, or null when the reading is plausible as it is */
  const questionFor = (
    input: ReadingInput,
    mode?: PlausibilityQuestion['mode'],
  ): PlausibilityQuestion | null => {
    if (!point) return null;
    const candidate = {
      key: keyOf(input.isoTimestamp),
      value: parseReading(input.value),
      kind: input.kind,
      ...(input.replacesKey !== undefined ? { replacesKey: input.replacesKey } : {}),
    };
    const assessment = assessReading(readings, candidate, point);
    if (assessment.flags.length === 0) return null;
    return {
      mode: mode ?? (assessment.flags.includes('belowPrevious') ? 'lessThan' : 'review'),
      kind: input.kind,
      flags: assessment.flags,
      value: format.value(candidate.value),
      previous: neighbour(assessment.previous),
      next: neighbour(assessment.next),
      range: assessment.range
        ? { low: format.estimate(assessment.range.low), high: format.estimate(assessment.range.high) }
        : null,
      rolloverFits: assessment.rolloverFits,
      modulus: intl.formatNumber(counterModulus(point)),
    };
  };

  const run = async (attempt: SaveAttempt) => {
    setSaveFailure(null);
    const outcome = await data.save(attempt);
    if (outcome.ok) {
      resetForm();
      return;
    }
    const flags = outcome.error.errorCode === 'reading_implausible' ? implausibleFlags(outcome.error) : [];
    if (outcome.error.errorCode === 'reading_implausible') {
      // the server saw what the form did not (a reading stored meanwhile): ask as the form would have
      const question = questionFor(attempt.input, 'review');
      setAsking({
        input: attempt.input,
        question: question ?? {
          ...fallbackQuestion(attempt.input, format.value(parseReading(attempt.input.value))),
          flags,
        },
      });
      return;
    }
    setSaveFailure({ error: outcome.error, attempt });
  };

  /** a new save attempt: its own Idempotency-Key, reused only by a retry of this attempt */
  const start = (input: ReadingInput) =>
    void run({
      input,
      idempotencyKey: newIdempotencyKey(),
      placeholder: {
        key: keyOf(input.isoTimestamp),
        value: parseReading(input.value),
        isoTimestamp: input.isoTimestamp,
        note: input.note,
        ...(input.replacesKey !== undefined ? { replacesKey: input.replacesKey } : {}),
      },
    });

  const save = (values: ReadingFormValues, api: FormApi<ReadingFormValues>) => {
    if (!location || !point || readOnly || data.saving) return;
    void loadPlausibilityDialog();
    const found = saveProblems(values, point);
    if (found.length > 0 || !values.readingTime) {
      api.blur('readingTime');
      setProblems(found);
      return;
    }
    const input: ReadingInput = {
      locationCode: location.locationCode,
      registerId: point.registerId,
      value: values.value.trim(),
      isoTimestamp: values.readingTime,
      note: values.note.trim() || null,
      kind: editing?.kind ?? 'reading',
      ...(editing ? { replacesKey: editing.key } : {}),
    };
    const question = questionFor(input);
    if (question) setAsking({ question, input });
    else start(input);
  };

  const choose = (choice: PlausibilityChoice) => {
    if (!asking) return;
    const input: ReadingInput = {
      ...asking.input,
      kind: choice.kind,
      note: choice.note || null,
      ...(choice.sendForReview ? { sendForReview: true, photo: choice.photo } : {}),
    };
    setAsking(null);
    if (choice.sendForReview) {
      start(input);
      return;
    }
    // a rollover or a meter change explains the drop; what is still implausible goes to review
    const question = questionFor(input, 'review');
    if (question) setAsking({ question, input });
    else start(input);
  };

  const confirmDelete = async () => {
    if (!deleteTarget) return;
    const { key } = deleteTarget;
    setDeleteTarget(null);
    setDeleteError(null);
    if (editing?.key === key) resetForm();
    const outcome = await data.remove(key);
    if (!outcome.ok) setDeleteError(outcome.error);
  };

  const locationChoices = useMemo(
    () =>
      (locations.data ?? []).map((candidate) => ({
        value: candidate.locationCode,
        label: addressWithCode(candidate.locationAddress, candidate.locationCode),
      })),
    [locations.data],
  );
  const pointChoices = useMemo(
    () =>
      (location?.measuringPoints ?? []).map((candidate) => ({
        value: candidate.registerId,
        label: `${quantityLabel(intl, candidate.measuringPointType)}, ${unitLabel(intl, candidate.unit)} (${candidate.registerId})`,
      })),
    [location, intl],
  );
  const photoHref = useCallback(
    (key: number) =>
      subject.kind === 'self' && location && point
        ? readingPhotoPath({ locationCode: location.locationCode, registerId: point.registerId, key })
        : null,
    [location, point, subject.kind],
  );

  const title = t('metering.readings.title');
  if (isFirstLoad(locations) || locations.status === 'idle')
    return (
      <PageFrame title={title} className={styles.page}>
        <Spinner label={t('metering.readings.loading')} />
      </PageFrame>
    );
  if (locations.status === 'rejected' && !locations.data)
    return (
      <PageFrame title={title} className={styles.page}>
        <ErrorAlert
          error={locations.error}
          title={t('metering.readings.loadFailed')}
          onRetry={() => void data.loadLocations()}
        />
      </PageFrame>
    );
  if ((locations.data ?? []).length === 0)
    return (
      <PageFrame title={title} className={styles.page}>
        <NoUsagePlacesNotice text={t('metering.readings.noLocations')} />
      </PageFrame>
    );

  return (
    <PageFrame title={title} className={styles.page}>
      <Card className={styles.card}>
        <CardHeader
          header={
            <Text as="h2" weight="semibold" size={500}>
              {t(editing ? 'metering.form.editTitle' : 'metering.form.title')}
            </Text>
          }
        />
        <div className={styles.pickers}>
          <ChoicePicker
            label={t('metering.form.location')}
            kind={placePickerKind(locationChoices.length)}
            choices={locationChoices}
            value={location?.locationCode ?? null}
            onChange={switching(data.selectLocation)}
          />
          <ChoicePicker
            label={t('metering.form.measuringPoint')}
            kind="dropdown"
            choices={pointChoices}
            value={point?.registerId ?? null}
            onChange={switching(data.selectPoint)}
          />
        </div>
        {automatic || viewOnly ? (
          <MessageBar intent="info">
            <MessageBarBody>
              {t(automatic ? 'metering.form.automatic' : 'metering.form.viewOnly')}
            </MessageBarBody>
          </MessageBar>
        ) : null}
        {point ? (
          <ReadingForm
            key={form.key}
            initialValues={form.values}
            point={point}
            readings={readings}
            disabled={readOnly}
            saving={data.saving}
            editing={editing !== null}
            valueRef={valueRef}
            onSave={save}
            onCancel={resetForm}
          />
        ) : (
          <MessageBar intent="info">
            <MessageBarBody>{t('metering.form.noMeasuringPoints')}</MessageBarBody>
          </MessageBar>
        )}
        <MeteringErrorAlert
          error={saveFailure?.error ?? null}
          title={t('metering.form.saveFailed')}
          point={point}
          onRetry={saveFailure ? () => void run(saveFailure.attempt) : undefined}
        />
      </Card>
      {point ? (
        <Card className={styles.card}>
          <CardHeader
            header={
              <Text as="h2" weight="semibold" size={500}>
                {t('metering.table.title')}
              </Text>
            }
          />
          {series.status === 'rejected' ? (
            <MeteringErrorAlert
              error={series.error}
              title={t('metering.table.loadFailed')}
              point={point}
              onRetry={() => void data.reload()}
            />
          ) : null}
          <MeteringErrorAlert
            error={deleteError}
            title={t('metering.table.deleteFailed')}
            point={point}
            onDismiss={() => setDeleteError(null)}
          />
          {series.status === 'idle' || isFirstLoad(series) ? (
            <Spinner label={t('metering.table.loading')} />
          ) : (
            <ReadingsTable
              rows={rows}
              locationCode={location?.locationCode ?? ''}
              format={format}
              readOnly={readOnly}
              photoHref={photoHref}
              onEdit={edit}
              onDelete={setDeleteTarget}
            />
          )}
        </Card>
      ) : null}
      <Dialog
        open={problems !== null}
        modalType="alert"
        onOpenChange={(_, d) => (d.open ? undefined : setProblems(null))}
      >
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('metering.validation.title')}</DialogTitle>
            <DialogContent>
              <ul className={styles.problems}>
                {(problems ?? []).map((problem) => (
                  <li key={problem.id}>{t(problem.id, problem.values)}</li>
                ))}
              </ul>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => setProblems(null)}>
                {t('metering.validation.ok')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      {asking ? (
        <Suspense fallback={null}>
          <PlausibilityDialog
            question={asking.question}
            note={asking.input.note ?? ''}
            onChoose={choose}
            onCancel={() => setAsking(null)}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={deleteTarget !== null}
        title={t('metering.delete.title')}
        confirmLabel={t('metering.delete.confirm')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleteTarget(null)}
      >
        {deleteTarget
          ? t('metering.delete.body', {
              value: format.value(deleteTarget.value),
              date: formatTime(deleteTarget.isoTimestamp),
            })
          : null}
      </ConfirmDialog>
    </PageFrame>
  );
}

/** the value an edit starts from: as stored, with a dot, which a point with fraction digits requires */
export const editValue = (
  value: number,
  point: Pick<MeasuringPoint, 'integerDigitCount' | 'fractionDigitCount'>,
): string => {
  const text = String(value);
  return valueRuleOf(point) === 'decimalSchema' && !text.includes('.') ? `${text}.0` : text;
};

/** the review question when the server found the reading implausible and the form's rules did not */
function fallbackQuestion(input: ReadingInput, value: string): PlausibilityQuestion {
  return {
    mode: 'review',
    kind: input.kind as ReadingKind,
    flags: [],
    value,
    previous: null,
    next: null,
    range: null,
    rolloverFits: false,
    modulus: '',
  };
}
