import {
  Button,
  Card,
  CardHeader,
  Caption1,
  makeStyles,
  mergeClasses,
  Text,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { InfoRegular } from '@fluentui/react-icons';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

const useStyles = makeStyles({
  card: { height: '100%', boxSizing: 'border-box' },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  titleRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

export interface WidgetCardProps {
  /** the widget's heading (an h2 under the dashboard's h1), e.g. 'Daily consumption (kWh)' */
  title: string;
  /** a line under the title, e.g. the start and end dates */
  subheader?: ReactNode;
  /** the info tooltip's text beside the title */
  info?: string;
  /** controls in the header's right end (switches, menus) */
  action?: ReactNode;
  className?: string;
  /** the `data-testid` of the card */
  testId?: string;
  children?: ReactNode;
}

/**
 * A dashboard widget's card: the shell draws no card around a widget, so a widget that has nothing to
 * show renders null and its grid cell disappears, instead of leaving an empty titled card.
 */
export function WidgetCard({ title, subheader, info, action, className, testId, children }: WidgetCardProps) {
  const styles = useStyles();
  const intl = useIntl();
  const headingId = useId();
  return (
    <Card
      className={mergeClasses(styles.card, className)}
      role="region"
      aria-labelledby={headingId}
      data-testid={testId}
    >
      <CardHeader
        header={
          <div className={styles.titleRow}>
            <Text as="h2" id={headingId} className={styles.heading}>
              {title}
            </Text>
            {info ? (
              <Tooltip content={info} relationship="description" withArrow>
                <Button
                  appearance="transparent"
                  size="small"
                  icon={<InfoRegular />}
                  aria-label={intl.formatMessage({ id: 'common.widgetInfo' }, { title })}
                />
              </Tooltip>
            ) : null}
          </div>
        }
        description={subheader ? <Caption1>{subheader}</Caption1> : undefined}
        action={action ? <>{action}</> : undefined}
      />
      {children}
    </Card>
  );
}
