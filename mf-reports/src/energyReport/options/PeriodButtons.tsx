import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { PressedButton } from '@portal/shared';
import { RESOLUTIONS, type Resolution } from '@portal/shared/calendar';
import { PERIOD_PRESETS, type PeriodPresetId } from '@portal/shared/reports';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { PeriodChoice } from '../state/types';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export function PeriodButtons({
  period,
  onSelect,
}: {
  period: PeriodChoice;
  onSelect: (period: PeriodPresetId) => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const labelId = useId();
  return (
    <div className={styles.group} role="group" aria-labelledby={labelId} data-tour="periodButtons">
      <Text id={labelId} weight="semibold">
        {intl.formatMessage({ id: 'reports.options.period' })}
      </Text>
      <div className={styles.buttons}>
        {PERIOD_PRESETS.map((preset) => (
          <PressedButton key={preset.id} pressed={period === preset.id} onClick={() => onSelect(preset.id)}>
            {intl.formatMessage({ id: `reports.options.period.${preset.id}` })}
          </PressedButton>
        ))}
      </div>
    </div>
  );
}

/** Only the resolutions the period allows; the chosen one stays visible even when the dates outgrew it. */
export function ResolutionButtons({
  resolution,
  allowed,
  onSelect,
}: {
  resolution: Resolution;
  allowed: readonly Resolution[];
  onSelect: (resolution: Resolution) => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const labelId = useId();
  const shown = RESOLUTIONS.filter((key) => key === resolution || allowed.includes(key));
  return (
    <div className={styles.group} role="group" aria-labelledby={labelId} data-tour="resolutionButtons">
      <Text id={labelId} weight="semibold">
        {intl.formatMessage({ id: 'reports.options.resolution' })}
      </Text>
      <div className={styles.buttons}>
        {shown.map((key) => (
          <PressedButton
            key={key}
            pressed={resolution === key}
            onClick={() => {
              if (key !== resolution) onSelect(key);
            }}
          >
            {intl.formatMessage({ id: `reports.options.resolution.${key}` })}
          </PressedButton>
        ))}
      </div>
    </div>
  );
}
