import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import type { Resolution } from '@portal/shared/calendar';
import { useIntl } from 'react-intl';
import { formatInterval } from './format';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

export interface PreviousNextProps {
  start: string;
  end: string;
  resolution: Resolution;
  onShift: (direction: -1 | 1) => void;
}

/** Shifts the interval by its own length; the shown interval is announced when it changes. */
export function PreviousNext({ start, end, resolution, onShift }: PreviousNextProps) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div className={styles.row} data-tour="previousNext">
      <Button icon={<ChevronLeftRegular />} onClick={() => onShift(-1)}>
        {intl.formatMessage({ id: 'reports.page.previous' })}
      </Button>
      <Text role="status" weight="semibold" data-testid="report-interval">
        {start && end ? formatInterval(intl, new Date(start), new Date(end), resolution) : null}
      </Text>
      <Button icon={<ChevronRightRegular />} iconPosition="after" onClick={() => onShift(1)}>
        {intl.formatMessage({ id: 'reports.page.next' })}
      </Button>
    </div>
  );
}
