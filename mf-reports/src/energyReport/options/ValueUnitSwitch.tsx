import { Caption1, makeStyles, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import { unitLabel } from '@portal/shared';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { energyReportActions as actions } from '../state/energyReportSlice';
import { eurAvailable, reportableEnergyTypes } from '../state/reportRules';
import { selectSelectedPlace, selectSelection } from '../state/selectors';
import type { ValueUnit } from '../state/types';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/**
 * The quantity or euros (each interval at its own price, with VAT): offered only where the place's
 * contract prices its use (the usagePriceVat information is not disabled).
 */
export function ValueUnitSwitch() {
  const styles = useStyles();
  const intl = useIntl();
  const dispatch = useDispatch();
  const labelId = useId();
  const place = useSelector(selectSelectedPlace);
  const selection = useSelector(selectSelection);
  if (!eurAvailable(place)) return null;
  const type = reportableEnergyTypes(place!).find((t) => t.key === selection.energyType);
  const unit = type?.basicDetails.find((d) => d.isMainType)?.unitTranslationKey ?? 'kWh';
  return (
    <div className={styles.row} data-testid="value-unit">
      <Caption1 id={labelId}>{intl.formatMessage({ id: 'reports.options.valueUnit' })}</Caption1>
      <RadioGroup
        layout="horizontal"
        aria-labelledby={labelId}
        value={selection.valueUnit}
        onChange={(_, data) => dispatch(actions.valueUnitSelected(data.value as ValueUnit))}
      >
        <Radio value="quantity" label={unitLabel(intl, unit)} />
        <Radio value="EUR" label={unitLabel(intl, 'EURVat')} />
      </RadioGroup>
    </div>
  );
}
