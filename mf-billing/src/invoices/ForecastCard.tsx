import { Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components';
import { placeLabel, type InvoiceForecast, type UsagePlace } from '@portal/shared';
import { useIntl } from 'react-intl';
import { formatAmount, formatDay } from './invoiceFormat';

const useStyles = makeStyles({
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
  },
  amount: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold },
});

/** The next invoice as the server estimates it from the metered usage so far: labelled as an estimate. */
export function ForecastCard({
  forecast,
  place,
}: {
  forecast: InvoiceForecast;
  place: UsagePlace | undefined;
}) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <Card aria-labelledby="billing-forecast-title">
      <CardHeader
        header={
          <Text weight="semibold" as="h2" id="billing-forecast-title">
            {intl.formatMessage({ id: 'billing.forecast.title' })}
          </Text>
        }
        description={place ? placeLabel(place) : forecast.locationCode}
      />
      <div className={styles.body}>
        <Text className={styles.amount}>≈ {formatAmount(intl, forecast.amount)}</Text>
        <Text>
          {intl.formatMessage(
            { id: 'billing.forecast.period' },
            { start: formatDay(intl, forecast.periodStart), end: formatDay(intl, forecast.periodEnd) },
          )}
        </Text>
        <Text size={200}>
          {intl.formatMessage(
            { id: 'billing.forecast.note' },
            { coverage: intl.formatNumber(forecast.coverage, { style: 'percent' }) },
          )}
        </Text>
      </div>
    </Card>
  );
}
