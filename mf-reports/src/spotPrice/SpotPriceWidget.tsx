import {
  Badge,
  Button,
  Caption1,
  makeStyles,
  Radio,
  RadioGroup,
  Spinner,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import {
  averageChipColour,
  ErrorAlert,
  usePortal,
  WidgetCard,
  type ModuleWidgetProps,
  type SpotPriceAnswer,
  type SpotPriceResolution,
} from '@portal/shared';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { helsinkiDay, helsinkiDayStart, shiftHelsinkiDay } from '@portal/shared/calendar';
import { fetchSpotPrices } from './spotPriceApi';

const SpotPriceChart = lazy(() => import('./SpotPriceChart'));

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  day: { minWidth: '10em', textAlign: 'center' },
  chartBox: { minHeight: '240px', position: 'relative' },
  tableBox: { maxHeight: '240px', overflowY: 'auto', contain: 'inline-size' },
});

type Load =
  { state: 'pending' } | { state: 'done'; answer: SpotPriceAnswer } | { state: 'failed'; error: unknown };

const HELSINKI = 'Europe/Helsinki';

/**
 * With the average chip on, the first call waits this long for the dashboard to choose a usage place, so
 * the widget does not ask for the day twice (without and then with the place) on every dashboard load.
 */
export const PLACE_GRACE_MS = 1500;

/**
 * The spot price widget (spec section 4): a day at a time, never beyond today in Helsinki; 15 min / hour and
 * VAT toggles (instance flag spotPriceOptions); the average chip (flag weightedAverage). Every change
 * reloads; a change while loading cancels the previous call.
 */
export function SpotPriceWidget({ subject, usagePlace, energyType }: ModuleWidgetProps) {
  const styles = useStyles();
  const intl = useIntl();
  const { instance } = usePortal();
  const options = instance.flags.spotPriceOptions;
  const chip = instance.flags.weightedAverage;
  const [today, setToday] = useState(() => helsinkiDay());
  const [date, setDate] = useState(today);
  const [resolution, setResolution] = useState<SpotPriceResolution>('hour');
  const [vat, setVat] = useState(true);
  const [withMargin, setWithMargin] = useState(false);
  const [showTable, setShowTable] = useState(false);
  const [load, setLoad] = useState<Load>({ state: 'pending' });
  const [reload, setReload] = useState(0);
  const resolutionLabel = useId();
  const tableId = useId();
  const locationCode =
    chip && usagePlace && (energyType === null || energyType === 'electricity')
      ? usagePlace.locationCode
      : undefined;
  const [graceOver, setGraceOver] = useState(!chip);
  useEffect(() => {
    if (graceOver) return;
    const timer = setTimeout(() => setGraceOver(true), PLACE_GRACE_MS);
    return () => clearTimeout(timer);
  }, [graceOver]);
  const ready = graceOver || usagePlace !== null;

  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    setLoad({ state: 'pending' });
    // today moves on at midnight in Helsinki: a widget left open keeps its limit right
    setToday(helsinkiDay());
    fetchSpotPrices(subject, { date, resolution, vat, locationCode }, controller.signal).then(
      (answer) => setLoad({ state: 'done', answer }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ state: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [ready, subject, date, resolution, vat, locationCode, reload]);

  const atToday = date >= today;
  const formatPrice = useCallback(
    (value: number) =>
      intl.formatMessage(
        { id: 'reports.spotPrice.price' },
        { price: intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) },
      ),
    [intl],
  );
  const dayText = intl.formatDate(helsinkiDayStart(date), {
    timeZone: HELSINKI,
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  });

  const answer = load.state === 'done' ? load.answer : null;
  const margin = answer?.marginSntPerKwh ?? null;
  const customer = withMargin && margin !== null;
  const view = useMemo(() => {
    if (!answer) return null;
    const prices = answer.points.map((p) => (customer ? (p.customerPrice ?? null) : p.price));
    const average = customer ? (answer.customerAverage ?? null) : answer.average;
    const now = Date.now();
    const currentIndex = answer.points.findIndex((p, i) => {
      const start = Date.parse(p.start);
      const next = answer.points[i + 1];
      const end = next ? Date.parse(next.start) : Date.parse(answer.endDateExclusive);
      return start <= now && now < end;
    });
    return { prices, average, currentIndex };
  }, [answer, customer]);

  const chipView = useMemo(() => {
    if (!answer || !view) return null;
    const average = view.average;
    // the use-weighted average is of spot prices: the margin adds alike to both sides of the comparison
    const weighted =
      answer.weightedAverage === null
        ? null
        : answer.weightedAverage + (customer ? (view.average ?? 0) - (answer.average ?? 0) : 0);
    const current = view.currentIndex >= 0 ? (view.prices[view.currentIndex] ?? null) : null;
    const kind = weighted !== null ? 'weighted' : current !== null ? 'now' : 'average';
    const shown = kind === 'weighted' ? weighted : kind === 'now' ? current : average;
    const colour = kind === 'average' ? 'primary' : averageChipColour(shown, average);
    return { kind, shown, average, colour };
  }, [answer, view, customer]);

  const title = intl.formatMessage({ id: 'reports.spotPrice.title' });
  const chartLabel =
    answer && view
      ? answer.minimum === null
        ? intl.formatMessage({ id: 'reports.spotPrice.noPrices' })
        : intl.formatMessage(
            { id: 'reports.spotPrice.chartLabel' },
            {
              day: dayText,
              min: formatPrice(Math.min(...view.prices.filter((p): p is number => p !== null))),
              max: formatPrice(Math.max(...view.prices.filter((p): p is number => p !== null))),
              average: view.average === null ? '-' : formatPrice(view.average),
            },
          )
      : '';

  return (
    <WidgetCard
      title={title}
      info={intl.formatMessage({ id: 'reports.spotPrice.info' })}
      subheader={dayText}
      testId="spot-price-widget"
    >
      <div className={styles.body}>
        <div className={styles.row}>
          <Button
            icon={<ChevronLeftRegular />}
            aria-label={intl.formatMessage({ id: 'reports.spotPrice.previousDay' })}
            onClick={() => setDate(shiftHelsinkiDay(date, -1))}
          />
          <Text className={styles.day} aria-live="polite" data-testid="spot-price-day">
            {dayText}
          </Text>
          <Tooltip
            content={
              atToday
                ? intl.formatMessage({ id: 'reports.spotPrice.nextDisabled' })
                : intl.formatMessage({ id: 'reports.spotPrice.nextDay' })
            }
            relationship={atToday ? 'description' : 'inaccessible'}
            withArrow
          >
            <Button
              icon={<ChevronRightRegular />}
              aria-label={intl.formatMessage({ id: 'reports.spotPrice.nextDay' })}
              disabledFocusable={atToday}
              onClick={() => {
                if (!atToday) setDate(shiftHelsinkiDay(date, 1));
              }}
            />
          </Tooltip>
          {!atToday ? (
            <Button appearance="subtle" onClick={() => setDate(today)}>
              {intl.formatMessage({ id: 'reports.spotPrice.today' })}
            </Button>
          ) : null}
        </div>
        {options ? (
          <div className={styles.row}>
            <Caption1 id={resolutionLabel}>
              {intl.formatMessage({ id: 'reports.spotPrice.resolution' })}
            </Caption1>
            <RadioGroup
              layout="horizontal"
              aria-labelledby={resolutionLabel}
              value={resolution}
              onChange={(_, data) => setResolution(data.value as SpotPriceResolution)}
            >
              <Radio
                value="minutes_15"
                label={intl.formatMessage({ id: 'reports.spotPrice.resolution.minutes_15' })}
              />
              <Radio value="hour" label={intl.formatMessage({ id: 'reports.spotPrice.resolution.hour' })} />
            </RadioGroup>
            <Switch
              checked={vat}
              onChange={(_, data) => setVat(data.checked)}
              label={intl.formatMessage({ id: 'reports.spotPrice.vat' })}
            />
          </div>
        ) : null}
        {margin !== null ? (
          <Switch
            checked={withMargin}
            onChange={(_, data) => setWithMargin(data.checked)}
            label={intl.formatMessage(
              { id: 'reports.spotPrice.margin' },
              { margin: intl.formatNumber(margin, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) },
            )}
          />
        ) : null}
        {chip && chipView && chipView.shown !== null ? (
          <div className={styles.row}>
            <Badge
              size="extra-large"
              appearance="tint"
              shape="rounded"
              color={
                chipView.colour === 'primary' ? 'brand' : chipView.colour === 'error' ? 'danger' : 'success'
              }
              data-testid="spot-price-chip"
              data-colour={chipView.colour}
            >
              {intl.formatMessage(
                { id: `reports.spotPrice.chip.${chipView.kind}` },
                {
                  price: formatPrice(chipView.shown),
                  relation:
                    chipView.average === null
                      ? ''
                      : intl.formatMessage(
                          { id: `reports.spotPrice.relation.${chipView.colour}` },
                          { average: formatPrice(chipView.average) },
                        ),
                },
              )}
            </Badge>
          </div>
        ) : null}
        {load.state === 'failed' ? (
          <ErrorAlert error={load.error} onRetry={() => setReload((n) => n + 1)} />
        ) : load.state === 'pending' || !answer || !view ? (
          <div className={styles.chartBox}>
            <Spinner label={intl.formatMessage({ id: 'reports.spotPrice.loading' })} />
          </div>
        ) : answer.minimum === null ? (
          <Text>{intl.formatMessage({ id: 'reports.spotPrice.noPrices' })}</Text>
        ) : (
          <>
            <div className={styles.chartBox}>
              <Suspense
                fallback={<Spinner label={intl.formatMessage({ id: 'reports.spotPrice.loading' })} />}
              >
                <SpotPriceChart
                  labels={answer.points.map((p) => p.time)}
                  prices={view.prices}
                  average={view.average}
                  currentIndex={view.currentIndex}
                  label={chartLabel}
                  priceName={intl.formatMessage({
                    id: customer ? 'reports.spotPrice.customerPrice' : 'reports.spotPrice.spotPrice',
                  })}
                  averageName={intl.formatMessage({ id: 'reports.spotPrice.averageName' })}
                  formatPrice={formatPrice}
                />
              </Suspense>
            </div>
            <div>
              <Button
                appearance="subtle"
                aria-expanded={showTable}
                aria-controls={tableId}
                onClick={() => setShowTable((s) => !s)}
              >
                {intl.formatMessage({
                  id: showTable ? 'reports.spotPrice.hideTable' : 'reports.spotPrice.showTable',
                })}
              </Button>
            </div>
            {showTable ? (
              <div
                id={tableId}
                className={styles.tableBox}
                tabIndex={0}
                role="region"
                aria-label={chartLabel}
              >
                <Table size="small">
                  <TableHeader>
                    <TableRow>
                      <TableHeaderCell>
                        {intl.formatMessage({ id: 'reports.spotPrice.table.time' })}
                      </TableHeaderCell>
                      <TableHeaderCell>
                        {intl.formatMessage({
                          id: customer ? 'reports.spotPrice.customerPrice' : 'reports.spotPrice.spotPrice',
                        })}
                      </TableHeaderCell>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {answer.points.map((p, i) => (
                      <TableRow key={p.start}>
                        <TableCell>{p.time}</TableCell>
                        <TableCell>{view.prices[i] === null ? '-' : formatPrice(view.prices[i]!)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            ) : null}
          </>
        )}
      </div>
    </WidgetCard>
  );
}
