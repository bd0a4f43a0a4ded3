import { makeStyles, tokens } from '@fluentui/react-components';
import {
  CircleHalfFillRegular,
  DismissCircleRegular,
  TextAsteriskRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { statusLabel } from './tableLabels';
import type { CellStatus } from './tableModel';

export const STATUS_ICON: Record<Exclude<CellStatus, 'ok'>, FluentIcon> = {
  estimate: TextAsteriskRegular,
  partiallyMissing: CircleHalfFillRegular,
  missing: DismissCircleRegular,
};

const useStyles = makeStyles({
  marker: {
    display: 'inline-flex',
    verticalAlign: 'middle',
    fontSize: '16px',
    color: tokens.colorNeutralForeground2,
  },
});

/** A status by its shape, named for assistive technology and on hover; never by colour alone. */
export function StatusMarker({ status }: { status: Exclude<CellStatus, 'ok'> }) {
  const intl = useIntl();
  const styles = useStyles();
  const Icon = STATUS_ICON[status];
  const label = statusLabel(intl, status);
  return (
    <span role="img" aria-label={label} title={label} className={styles.marker}>
      <Icon aria-hidden />
    </span>
  );
}
