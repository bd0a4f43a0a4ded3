import { Caption1, Checkbox, makeStyles, Switch, Text, tokens } from '@fluentui/react-components';
import { RESOLUTION_LIMITS } from '@portal/shared/reports';
import { useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { quantityLabel, unitLabel } from '@portal/shared';
import type { AdvancedSettingsProps } from './AdvancedSettings';

const useStyles = makeStyles({
  panel: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
    gap: tokens.spacingHorizontalXXL,
    paddingBlock: tokens.spacingVerticalS,
  },
  group: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    border: 'none',
    margin: 0,
    padding: 0,
  },
  item: { display: 'flex', flexDirection: 'column' },
  hint: { color: tokens.colorNeutralForeground3, paddingInlineStart: tokens.spacingHorizontalXXL },
});

/** A tooltip key of the connector (e.g. additionalInformation.noPriceParts) as text; unknown keys as is. */
const tooltipText = (intl: IntlShape, key: string): string => {
  const id = `reports.options.${key}`;
  return intl.messages[id] === undefined ? key : intl.formatMessage({ id });
};

/** The checkboxes and switches of the advanced settings, loaded when the section is first opened. */
export default function AdvancedPanel(props: AdvancedSettingsProps) {
  const { energyType, selectedDetails, onDetailToggle, informations, selectedInformations } = props;
  const { onInformationToggle, comparisonAllowed, resolution } = props;
  const intl = useIntl();
  const styles = useStyles();
  const hintBase = useId();
  const detailsLegend = useId();
  const informationLegend = useId();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `reports.options.${id}` }, values);

  return (
    <div className={styles.panel}>
      <div role="group" aria-labelledby={detailsLegend} className={styles.group}>
        <Text id={detailsLegend} weight="semibold">
          {t('basicDetails')}
        </Text>
        {energyType.basicDetails.map((detail) => {
          const checked = selectedDetails.includes(detail.key);
          // the report needs one quantity at least
          const last = checked && selectedDetails.length === 1;
          return (
            <Checkbox
              key={detail.key}
              checked={checked}
              disabled={last}
              label={`${quantityLabel(intl, detail.key)} (${unitLabel(intl, detail.unitTranslationKey)})`}
              onChange={(_, data) => onDetailToggle(detail.key, data.checked === true)}
            />
          );
        })}
      </div>
      {informations.length ? (
        <div role="group" aria-labelledby={informationLegend} className={styles.group}>
          <Text id={informationLegend} weight="semibold">
            {t('additionalInformation')}
          </Text>
          {informations.map((information) => {
            const blockedComparison = information.key === 'comparison' && !comparisonAllowed;
            const disabled = information.disabled || blockedComparison;
            const hint = information.disabled
              ? information.tooltip
                ? tooltipText(intl, information.tooltip)
                : t('additionalInformationUnavailable')
              : blockedComparison
                ? t('comparisonNotAllowed', {
                    days: RESOLUTION_LIMITS[resolution].comparisonMaxDays,
                  })
                : null;
            const hintId = `${hintBase}-${information.key}`;
            return (
              <div key={information.key} className={styles.item}>
                <Switch
                  checked={!disabled && selectedInformations.includes(information.key)}
                  disabled={disabled}
                  label={quantityLabel(intl, information.key)}
                  aria-describedby={hint ? hintId : undefined}
                  onChange={(_, data) => onInformationToggle(information.key, data.checked)}
                />
                {hint ? (
                  <Caption1 id={hintId} className={styles.hint}>
                    {hint}
                  </Caption1>
                ) : null}
              </div>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
