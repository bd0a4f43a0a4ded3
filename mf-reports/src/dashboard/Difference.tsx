import { Caption1, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, SubtractRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { TREND_COLOR, trendOf } from './trend';

const useStyles = makeStyles({
  indicator: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  figures: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
    margin: 0,
  },
  figure: { display: 'flex', flexDirection: 'column', margin: 0 },
  right: { textAlign: 'end', marginInlineStart: 'auto' },
  value: { margin: 0 },
});

/** A percent change with its arrow, words and colour (spec customer-area 4: the difference indicator). */
export function DifferenceIndicator({
  change,
}: {
  change: { value: number | null; trendingUp: boolean } | null;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const trend = trendOf(change);
  const percent =
    change?.value !== null && change?.value !== undefined
      ? intl.formatNumber(Math.abs(change.value) / 100, { style: 'percent', maximumFractionDigits: 1 })
      : '';
  const Icon = trend === 'up' ? ArrowUpRegular : trend === 'down' ? ArrowDownRegular : SubtractRegular;
  return (
    <Text
      className={styles.indicator}
      style={{ color: TREND_COLOR[trend] }}
      data-trend={trend}
      weight="semibold"
    >
      <Icon aria-hidden />
      {intl.formatMessage({ id: `reports.dashboard.trend.${trend}` }, { value: percent })}
    </Text>
  );
}

export interface DifferenceFiguresProps {
  /**
   * left: the previous period's value with its change; `incomplete`, the note shown instead of the change
   * when the previous period is measured only in part (issue 20)
   */
  previous: {
    value: string;
    change: { value: number | null; trendingUp: boolean };
    incomplete?: string;
  } | null;
  /** right: the period's length and its total */
  period: { length: string; total: string } | null;
}

export function DifferenceFigures({ previous, period }: DifferenceFiguresProps) {
  const intl = useIntl();
  const styles = useStyles();
  if (!previous && !period) return null;
  return (
    <dl className={styles.figures}>
      {previous ? (
        <div className={styles.figure} data-testid="previous-figure">
          <dt>
            <Caption1>{intl.formatMessage({ id: 'reports.dashboard.previous' })}</Caption1>
          </dt>
          <dd className={styles.value}>
            <Text>{previous.value}</Text>
          </dd>
          <dd className={styles.value}>
            {previous.incomplete ? (
              <Caption1 data-testid="previous-incomplete">{previous.incomplete}</Caption1>
            ) : (
              <DifferenceIndicator change={previous.change} />
            )}
          </dd>
        </div>
      ) : null}
      {period ? (
        <div className={`${styles.figure} ${styles.right}`} data-testid="period-figure">
          <dt>
            <Caption1>{period.length}</Caption1>
          </dt>
          <dd className={styles.value}>
            <Text>{period.total}</Text>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
