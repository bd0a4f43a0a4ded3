import { Button, makeStyles, Text, tokens, Tooltip } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { energyReportActions as actions } from '../state/energyReportSlice';
import { formatPeriod } from '../state/periodLabel';
import { canShiftNext, capEnd } from '../state/reportRules';
import { selectSelection, selectShownInterval } from '../state/selectors';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

export interface PreviousNextProps {
  /** the shown interval in words (formatPeriod), the same interval the chart and summary describe */
  label: string;
  /** false when the interval reaches the present: there is no later period to show */
  nextEnabled: boolean;
  onShift: (direction: -1 | 1) => void;
}

/** Shifts the interval by its own length; the shown interval is announced when it changes. */
export function PreviousNext({ label, nextEnabled, onShift }: PreviousNextProps) {
  const intl = useIntl();
  const styles = useStyles();
  const reasonId = useId();
  const [tip, setTip] = useState(false);
  const reason = intl.formatMessage({ id: 'reports.page.nextDisabled' });
  return (
    <div className={styles.row} data-tour="previousNext">
      <Button icon={<ChevronLeftRegular />} onClick={() => onShift(-1)}>
        {intl.formatMessage({ id: 'reports.page.previous' })}
      </Button>
      <Text role="status" weight="semibold" data-testid="report-interval">
        {label}
      </Text>
      {/* one tree in both states, so the focus stays on the button when it becomes disabled */}
      <Tooltip
        content={reason}
        relationship="inaccessible"
        visible={!nextEnabled && tip}
        onVisibleChange={(_, data) => setTip(data.visible)}
      >
        <Button
          icon={<ChevronRightRegular />}
          iconPosition="after"
          // focusable while disabled, so keyboard and screen reader users reach the reason too
          disabledFocusable={!nextEnabled}
          aria-describedby={nextEnabled ? undefined : reasonId}
          onClick={() => onShift(1)}
        >
          {intl.formatMessage({ id: 'reports.page.next' })}
        </Button>
      </Tooltip>
      {nextEnabled ? null : (
        <span id={reasonId} hidden>
          {reason}
        </span>
      )}
    </div>
  );
}

/**
 * Previous/next for the report: the label names the interval the chart is about (the call in flight or
 * answered), and next is disabled once the interval reaches the present.
 */
export function ReportPreviousNext() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const shown = useSelector(selectShownInterval);
  const selection = useSelector(selectSelection);
  const now = new Date();
  const label = shown
    ? formatPeriod(intl, { start: new Date(shown.start), end: capEnd(new Date(shown.end), now) }, now)
    : '';
  return (
    <PreviousNext
      label={label}
      nextEnabled={canShiftNext(selection, now)}
      onShift={(direction) => dispatch(actions.shiftRequested({ direction }))}
    />
  );
}
