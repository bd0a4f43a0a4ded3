import { Button, Card, CardHeader, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular } from '@fluentui/react-icons';
import { ChoicePicker, energyTypeLabel, UsagePlacePicker, type EnergyTypeKey } from '@portal/shared';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { energyReportActions as actions } from '../state/energyReportSlice';
import { comparisonAllowedFor, placeKey } from '../state/reportRules';
import {
  selectAllowedResolutions,
  selectCustomerPlaces,
  selectDateRefusal,
  selectEnergyTypes,
  selectSelectedEnergyType,
  selectSelectedPlace,
  selectSelection,
} from '../state/selectors';
import { AdvancedSettings } from './AdvancedSettings';
import { DateInputs } from './DateInputs';
import { PeriodButtons, ResolutionButtons } from './PeriodButtons';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  selects: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  buttonRows: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalL,
  },
  update: { alignSelf: 'flex-start' },
});

/** Usage place, energy type, period, resolution, dates and advanced settings of the energy report. */
export function ReportOptionsCard() {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useDispatch();
  const selection = useSelector(selectSelection);
  const places = useSelector(selectCustomerPlaces);
  const place = useSelector(selectSelectedPlace);
  const energyTypes = useSelector(selectEnergyTypes);
  const energyType = useSelector(selectSelectedEnergyType);
  const allowed = useSelector(selectAllowedResolutions);
  const refusal = useSelector(selectDateRefusal);
  const t = (id: string) => intl.formatMessage({ id: `reports.options.${id}` });
  const now = new Date();

  const typeOptions = energyTypes.map((type) => ({
    value: type.key,
    label: energyTypeLabel(intl, type.key),
  }));

  return (
    <Card className={styles.card}>
      <CardHeader
        header={
          <Subtitle2 as="h2" id="report-options-title">
            {t('title')}
          </Subtitle2>
        }
      />
      <div className={styles.selects}>
        <UsagePlacePicker
          label={t('usagePlace')}
          places={places}
          valueOf={placeKey}
          value={selection.placeKey}
          onChange={(key) => dispatch(actions.usagePlaceSelected(key))}
          fieldProps={{ 'data-tour': 'usagePlace' }}
        />
        <ChoicePicker
          label={t('energyType')}
          kind="dropdown"
          choices={typeOptions}
          value={selection.energyType}
          onChange={(key) => dispatch(actions.energyTypeSelected(key as EnergyTypeKey))}
          fieldProps={{ 'data-tour': 'energyType' }}
        />
      </div>
      <div className={styles.buttonRows}>
        <PeriodButtons
          period={selection.period}
          onSelect={(period) => dispatch(actions.periodSelected(period))}
        />
        <ResolutionButtons
          resolution={selection.resolution}
          allowed={allowed}
          onSelect={(resolution) => dispatch(actions.resolutionSelected(resolution))}
        />
      </div>
      <DateInputs
        start={selection.start}
        end={selection.end}
        resolution={selection.resolution}
        now={now}
        refusal={refusal}
        onEdit={(field, day) => dispatch(actions.dateEdited({ field, day }))}
      />
      {energyType && place ? (
        <AdvancedSettings
          energyType={energyType}
          selectedDetails={selection.basicDetails}
          onDetailToggle={(key, checked) => dispatch(actions.basicDetailToggled({ key, checked }))}
          informations={place.additionalInformations}
          selectedInformations={selection.additionalInformation}
          onInformationToggle={(key, checked) =>
            dispatch(actions.additionalInformationToggled({ key, checked }))
          }
          comparisonAllowed={comparisonAllowedFor(selection, now)}
          resolution={selection.resolution}
        />
      ) : null}
      <Button
        appearance="primary"
        icon={<ArrowSyncRegular />}
        className={styles.update}
        data-tour="updateButton"
        onClick={() => dispatch(actions.reportRequested())}
      >
        {t('update')}
      </Button>
    </Card>
  );
}
