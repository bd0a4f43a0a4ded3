import { Button, Field, Input, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { TextareaField } from '@portal/shared/form';
import type { MeasuringPoint, TimeSeriesEntry } from '@portal/shared/api/meterReadings';
import { READING_NOTE_MAX } from '@portal/shared/api/meterReadings';
import { expectedRange, parseReading, readingValueError } from '@portal/shared/api/meterReadingRules';
import type { FormApi } from 'final-form';
import type { Ref } from 'react';
import { Form, useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { ReadingTimeField } from './ReadingTimeField';
import { keyOf, timeMessage, valueMessage, type ReadingFormValues } from './readingForm';
import { useReadingFormat } from './useReadingFormat';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
    alignItems: 'start',
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

const validate = (values: ReadingFormValues) => {
  const time = timeMessage(values.readingTime);
  return time ? { readingTime: time } : {};
};

export interface ReadingFormProps {
  initialValues: ReadingFormValues;
  point: MeasuringPoint;
  /** the point's entries and history: the expected range's ground */
  readings: readonly TimeSeriesEntry[];
  disabled: boolean;
  saving: boolean;
  editing: boolean;
  valueRef: Ref<HTMLInputElement>;
  onSave: (values: ReadingFormValues, form: FormApi<ReadingFormValues>) => void;
  onCancel: () => void;
}

/** The reading's time, value and note with save and cancel (spec customer-area 2, 'Meter reading input'). */
export function ReadingForm(props: ReadingFormProps) {
  const { initialValues, point, readings, disabled, saving, editing, valueRef, onSave, onCancel } = props;
  const intl = useIntl();
  const styles = useStyles();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Form<ReadingFormValues> onSubmit={() => undefined} validate={validate} initialValues={initialValues}>
      {({ form }) => (
        <form
          className={styles.form}
          noValidate
          aria-label={t(editing ? 'metering.form.editLabel' : 'metering.form.label')}
          onSubmit={(event) => {
            event.preventDefault();
            if (!disabled && !saving) onSave(form.getState().values, form);
          }}
        >
          <div className={styles.row}>
            <ReadingTimeField name="readingTime" label={t('metering.form.readingTime')} disabled={disabled} />
            <ValueField point={point} readings={readings} disabled={disabled} valueRef={valueRef} />
          </div>
          <TextareaField
            name="note"
            label={t('metering.form.note')}
            maxLength={READING_NOTE_MAX}
            rows={2}
            disabled={disabled}
          />
          <div className={styles.actions}>
            <Button
              appearance="primary"
              type="submit"
              disabled={disabled}
              disabledFocusable={saving}
              icon={saving ? <Spinner size="tiny" /> : undefined}
            >
              {t(saving ? 'metering.form.saving' : 'common.save')}
            </Button>
            <Button appearance="secondary" disabled={disabled || saving} onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}

/**
 * The reading value: checked as typed by the point's rule (an empty input clears the message), with the
 * expected range for the chosen time shown before anything is typed and a valid value outside it flagged.
 */
function ValueField({
  point,
  readings,
  disabled,
  valueRef,
}: Pick<ReadingFormProps, 'point' | 'readings' | 'disabled' | 'valueRef'>) {
  const intl = useIntl();
  const format = useReadingFormat(point);
  const { input } = useField<string>('value', { subscription: { value: true } });
  const time = useField<string | null>('readingTime', { subscription: { value: true } }).input.value;
  const typed = input.value ?? '';
  const error = disabled ? undefined : valueMessage(typed, point);
  const at = time ? keyOf(time) : Number.NaN;
  const range = disabled || Number.isNaN(at) ? null : expectedRange(readings, at, point);
  const valid = typed.trim() !== '' && readingValueError(typed, point) === null;
  const outside =
    range && valid ? parseReading(typed) < range.low || parseReading(typed) > range.high : false;
  const rangeValues = range
    ? {
        low: format.estimate(range.low),
        high: format.estimate(range.high),
        expected: format.estimate(range.expected),
      }
    : null;
  const label = intl.formatMessage({ id: 'metering.form.value' });
  return (
    <Field
      label={format.unit ? `${label} (${format.unit})` : label}
      required
      hint={rangeValues ? intl.formatMessage({ id: 'metering.form.expected' }, rangeValues) : undefined}
      validationState={error ? 'error' : outside ? 'warning' : 'none'}
      validationMessage={
        error
          ? intl.formatMessage({ id: error.id }, error.values)
          : outside && rangeValues
            ? intl.formatMessage({ id: 'metering.form.outsideExpected' }, rangeValues)
            : undefined
      }
    >
      <Input
        ref={valueRef}
        name="value"
        inputMode="decimal"
        autoComplete="off"
        disabled={disabled}
        value={typed}
        onChange={(_, data) => input.onChange(data.value)}
      />
    </Field>
  );
}
