import { Button, Checkbox, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { visibleFieldError } from '@portal/shared';
import { SwitchField, TextField } from '@portal/shared/form';
import type { LocationSearch, MeasuringType } from '@portal/shared/api/locationManagement';
import { DateField } from '@portal/shared/dates';
import { useId, useMemo } from 'react';
import { Form, useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import {
  locationSearchInitialValues,
  MAIN_MEASURING_TYPES,
  MEASURE_GROUP_ORDER,
  measuringTypesOf,
  toLocationSearch,
  validateLocationSearch,
  type LocationSearchErrors,
  type LocationSearchValues,
} from './locationSearchForm';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
  switches: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  types: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    margin: 0,
  },
  groups: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  group: { border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  legend: { fontWeight: tokens.fontWeightSemibold },
  error: { color: tokens.colorPaletteRedForeground1 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
});

function InstallDateField({
  name,
  label,
}: {
  name: 'meterInstallDateStart' | 'meterInstallDateEnd';
  label: string;
}) {
  const intl = useIntl();
  const { input, meta } = useField<string | null>(name);
  const error = visibleFieldError(meta);
  return (
    <DateField
      label={label}
      value={input.value || null}
      onChange={(value) => {
        input.onChange(value);
        input.onBlur();
      }}
      required
      error={error ? intl.formatMessage({ id: error.id }, error.values) : undefined}
    />
  );
}

function MeasuringTypesField() {
  const intl = useIntl();
  const styles = useStyles();
  const errorId = useId();
  const { input: used } = useField<boolean>('filterByMeasuringType', { type: 'checkbox' });
  const { input, meta } = useField<MeasuringType[]>('measuringTypes');
  const t = (id: string) => intl.formatMessage({ id: `admin.locationManagement.${id}` });
  if (!used.checked) return null;
  const chosen = new Set(input.value || []);
  const error =
    meta.error && (meta.touched || meta.submitFailed)
      ? visibleFieldError({ ...meta, touched: true })
      : undefined;
  const toggle = (type: MeasuringType, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(type);
    else next.delete(type);
    input.onChange([...next]);
    input.onBlur();
  };
  return (
    <fieldset className={styles.types} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{t('form.measuringTypes')}</legend>
      <div className={styles.groups}>
        {MEASURE_GROUP_ORDER.map((group) => (
          <fieldset key={group} className={styles.group}>
            <legend className={styles.legend}>{t(`measureGroup.${group}`)}</legend>
            {measuringTypesOf(group).map((type) => (
              <Checkbox
                key={type}
                label={t(`measuringType.${type}`)}
                checked={chosen.has(type)}
                onChange={(_, data) => toggle(type, data.checked === true)}
              />
            ))}
          </fieldset>
        ))}
      </div>
      {error ? (
        <Text id={errorId} role="alert" className={styles.error}>
          {intl.formatMessage({ id: error.id }, error.values)}
        </Text>
      ) : null}
    </fieldset>
  );
}

export interface LocationSearchFormProps {
  /** today, the Helsinki day: the install dates' default end and, 15 years earlier, start */
  today: string;
  onSearch: (search: LocationSearch) => Promise<LocationSearchErrors | undefined>;
}

/**
 * The location search form (spec admin-and-calls sections 3 and 5): four text fields of at least 3
 * characters, the current meter's install dates (required), the measuring types when the list is used
 * (at least one), 'only active' on and 'only invalid' off at first.
 */
export function LocationSearchForm({ today, onSearch }: LocationSearchFormProps) {
  const intl = useIntl();
  const styles = useStyles();
  const initialValues = useMemo(() => locationSearchInitialValues(today), [today]);
  const t = (id: string) => intl.formatMessage({ id: `admin.locationManagement.form.${id}` });

  return (
    <Form<LocationSearchValues>
      initialValues={initialValues}
      validate={validateLocationSearch}
      onSubmit={(values) => onSearch(toLocationSearch(values))}
      render={({ handleSubmit, form, submitting }) => (
        <form
          className={styles.form}
          onSubmit={handleSubmit}
          noValidate
          role="search"
          aria-label={t('label')}
        >
          <div className={styles.fields}>
            <TextField name="locationNumberOrGSRN" label={t('locationNumberOrGSRN')} autoComplete="off" />
            <TextField name="meterNumber" label={t('meterNumber')} autoComplete="off" />
            <TextField name="customer" label={t('customer')} autoComplete="off" />
            <TextField name="locationAddress" label={t('locationAddress')} autoComplete="off" />
            <InstallDateField name="meterInstallDateStart" label={t('meterInstallDateStart')} />
            <InstallDateField name="meterInstallDateEnd" label={t('meterInstallDateEnd')} />
          </div>
          <div className={styles.switches}>
            <SwitchField name="onlyActive" label={t('onlyActive')} />
            <SwitchField name="onlyInvalid" label={t('onlyInvalid')} />
            <SwitchField name="filterByMeasuringType" label={t('filterByMeasuringType')} />
          </div>
          <MeasuringTypesField />
          <div className={styles.actions}>
            <Button
              type="submit"
              appearance="primary"
              disabled={submitting}
              icon={submitting ? <Spinner size="tiny" /> : <SearchRegular />}
            >
              {t('submit')}
            </Button>
            <Button
              type="button"
              onClick={() => form.reset({ ...initialValues, measuringTypes: MAIN_MEASURING_TYPES })}
            >
              {t('clear')}
            </Button>
          </div>
        </form>
      )}
    />
  );
}
