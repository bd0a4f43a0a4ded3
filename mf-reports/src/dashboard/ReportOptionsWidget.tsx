import { makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import {
  ChoicePicker,
  energyTypeLabel,
  ErrorAlert,
  UsagePlacePicker,
  WidgetCard,
  type EnergyTypeKey,
  type ModuleWidgetProps,
} from '@portal/shared';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { defaultChoice, placeValue } from './choice';
import { reportOptionsCall } from './dashboardApi';
import { useCall } from './useCall';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}`,
  },
  place: { flexGrow: 2, minWidth: 'min(100%, 18rem)' },
  type: { flexGrow: 1, minWidth: 'min(100%, 12rem)' },
});

/**
 * The report options card, full width above the grid: chooses the usage place and energy type every other
 * widget shows. It makes the dashboard's one report-options call; when it answers, the first place with
 * electricity (else the first place) and that energy type are chosen (`defaultChoice`).
 */
export function ReportOptionsWidget({ subject, usagePlace, energyType, choose }: ModuleWidgetProps) {
  const intl = useIntl();
  const styles = useStyles();
  const { state, retry } = useCall(reportOptionsCall(subject));
  const places = useMemo(
    () => (state.status === 'fulfilled' ? state.data.filteredUsagePlacesByEnergyType : []),
    [state],
  );

  // choose a default once the places are known, and again when the chosen one is not among them
  useEffect(() => {
    if (state.status !== 'fulfilled') return;
    const current = usagePlace && places.find((place) => placeValue(place) === placeValue(usagePlace));
    if (current && current.energyTypes.some((type) => type.key === energyType)) return;
    const choice = defaultChoice(places, current ?? null);
    choose(choice.usagePlace, choice.energyType);
  }, [state.status, places, usagePlace, energyType, choose]);

  const title = intl.formatMessage({ id: 'reports.dashboard.reportOptions.title' });
  let content;
  if (state.status === 'rejected') content = <ErrorAlert error={state.error} onRetry={retry} />;
  else if (state.status !== 'fulfilled')
    content = <Spinner size="small" label={intl.formatMessage({ id: 'common.loading' })} />;
  else if (places.length === 0)
    content = (
      <MessageBar intent="info">
        <MessageBarBody>{intl.formatMessage({ id: 'reports.dashboard.reportOptions.none' })}</MessageBarBody>
      </MessageBar>
    );
  else {
    const chosen = usagePlace
      ? places.find((place) => placeValue(place) === placeValue(usagePlace))
      : undefined;
    content = (
      <>
        <UsagePlacePicker
          className={styles.place}
          label={intl.formatMessage({ id: 'reports.dashboard.reportOptions.usagePlace' })}
          places={places}
          valueOf={placeValue}
          value={chosen ? placeValue(chosen) : null}
          onChange={(_, place) => {
            const keep = place.energyTypes.some((type) => type.key === energyType);
            choose(place, keep ? energyType : (place.energyTypes[0]?.key ?? null));
          }}
        />
        <ChoicePicker
          className={styles.type}
          label={intl.formatMessage({ id: 'reports.dashboard.reportOptions.energyType' })}
          kind="dropdown"
          choices={(chosen?.energyTypes ?? []).map((type) => ({
            value: type.key,
            label: energyTypeLabel(intl, type.key),
          }))}
          value={energyType}
          onChange={(key) => choose(chosen ?? null, key as EnergyTypeKey)}
        />
      </>
    );
  }
  return (
    <WidgetCard title={title} testId="widget-reportOptions">
      <div className={styles.row}>{content}</div>
    </WidgetCard>
  );
}
