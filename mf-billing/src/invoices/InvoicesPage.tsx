import {
  Button,
  Card,
  CardHeader,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  Toast,
  Toaster,
  ToastTitle,
  tokens,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { DocumentPdfRegular } from '@fluentui/react-icons';
import {
  byLabel,
  CustomerPicker,
  DataTable,
  distinctCustomers,
  ErrorAlert,
  isFirstLoad,
  PageFrame,
  UsagePlacePicker,
  usePortal,
  type Invoice,
  type InvoicesQuery,
  type ModulePageProps,
  type UsagePlace,
} from '@portal/shared';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { helsinkiMonth } from '@portal/shared/calendar';
import { formatMonth, MonthField, monthOfValue } from '@portal/shared/dates';
import { loadXlsx } from '../xlsx';
import { BarcodeCell } from './BarcodeCell';
import { BarcodeDialog } from './BarcodeDialog';
import { distinctPlaces } from './invoicePlaces';
import { ForecastCard } from './ForecastCard';
import { invoiceColumns } from './invoiceColumns';
import { invoiceKey } from './invoiceFormat';
import {
  defaultRange,
  isSearchRange,
  monthOfDate,
  rangeProblem,
  type MonthRange,
  type RangeProblem,
  type RangeLimits,
  type SearchRange,
} from './invoiceRange';
import { invoicesActions, selectInvoicesState } from './state/invoicesSlice';
import { useInvoicePdf } from './useInvoicePdf';

const NO_PLACES: UsagePlace[] = [];
const locationCodeOf = (place: UsagePlace) => place.locationCode;

export const TOAST_TIMEOUT_MS = 4000;

const useStyles = makeStyles({
  page: { maxWidth: '80rem' },
  form: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalL,
    padding: tokens.spacingHorizontalL,
  },
  picker: { minWidth: '18rem', flexGrow: 1 },
  month: { width: '13rem' },
});

type Mode = 'location' | 'customer';

interface Selection {
  mode: Mode;
  locationCode: string | null;
  customerNumber: string | null;
}

/** The earliest month a search may start: the chosen place's (or the customer's earliest place's) validity. */
function limitsFor(selection: Selection, places: readonly UsagePlace[], now: Date): RangeLimits {
  const chosen = places.filter((place) =>
    selection.mode === 'location'
      ? place.locationCode === selection.locationCode
      : place.customerInformation.customerNumber === selection.customerNumber,
  );
  const starts = chosen.map((place) => monthOfDate(place.validity.startDate)).filter((m): m is string => !!m);
  return { min: starts.length ? starts.sort()[0]! : null, max: helsinkiMonth(now) };
}

function queryOf(selection: Selection, range: SearchRange, places: readonly UsagePlace[]): InvoicesQuery {
  if (selection.mode === 'customer')
    return {
      startMonth: range.start,
      endMonth: range.end,
      customerNumber: selection.customerNumber ?? undefined,
    };
  const place = places.find((candidate) => candidate.locationCode === selection.locationCode);
  return {
    startMonth: range.start,
    endMonth: range.end,
    locationCode: selection.locationCode ?? undefined,
    customerNumber: place?.customerInformation.customerNumber || undefined,
  };
}

/** online/invoices (spec customer-area 2, 4, 5). */
export function InvoicesPage({ subject }: ModulePageProps) {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useDispatch();
  const { instance } = usePortal();
  const state = useSelector(selectInvoicesState);
  const toasterId = useId('billing-toaster');
  const { dispatchToast } = useToastController(toasterId);
  const pdf = useInvoicePdf(subject);
  const [barcode, setBarcode] = useState<string | null>(null);
  const collator = useMemo(() => new Intl.Collator(intl.locale, { numeric: true }), [intl.locale]);

  useEffect(() => {
    dispatch(invoicesActions.placesRequested({ subject }));
  }, [dispatch, subject]);

  const allPlaces = state.places.data ?? NO_PLACES;
  const places = useMemo(() => distinctPlaces(allPlaces, collator), [allPlaces, collator]);
  const customers = useMemo(
    () => byLabel(distinctCustomers(allPlaces), intl.locale),
    [allPlaces, intl.locale],
  );
  const placesByCode = useMemo(() => new Map(places.map((place) => [place.locationCode, place])), [places]);

  const [selection, setSelection] = useState<Selection | null>(null);
  const [range, setRange] = useState<MonthRange | null>(null);
  const limits = selection ? limitsFor(selection, allPlaces, new Date()) : null;

  // the first place chosen and searched once the places arrive; later choices are the user's own
  useEffect(() => {
    if (selection || state.places.status !== 'fulfilled') return;
    const first = places[0];
    if (!first) return;
    const initial: Selection = {
      mode: 'location',
      locationCode: first.locationCode,
      customerNumber: first.customerInformation.customerNumber,
    };
    const initialRange = defaultRange(limitsFor(initial, allPlaces, new Date()));
    setSelection(initial);
    setRange(initialRange);
    dispatch(invoicesActions.searchRequested({ subject, query: queryOf(initial, initialRange, allPlaces) }));
  }, [selection, state.places.status, allPlaces, places, dispatch, subject]);

  const choose = (next: Selection) => {
    setSelection(next);
    const nextLimits = limitsFor(next, allPlaces, new Date());
    // a start before the newly chosen place's validity moves up to it
    setRange((current) =>
      current && nextLimits.min && current.start !== null && current.start < nextLimits.min
        ? { ...current, start: nextLimits.min }
        : current,
    );
  };

  const problem = range && limits ? rangeProblem(range, limits) : null;
  const pending = state.list.status === 'pending';
  const search = () => {
    if (!selection || !range || problem || !isSearchRange(range)) return;
    dispatch(invoicesActions.searchRequested({ subject, query: queryOf(selection, range, allPlaces) }));
  };

  const copy = (value: string) => {
    const done = (ok: boolean) =>
      dispatchToast(
        <Toast>
          <ToastTitle>
            {intl.formatMessage({ id: ok ? 'billing.invoices.copySuccess' : 'billing.invoices.copyError' })}
          </ToastTitle>
        </Toast>,
        { intent: ok ? 'success' : 'error', timeout: TOAST_TIMEOUT_MS },
      );
    if (!navigator.clipboard?.writeText) {
      done(false);
      return;
    }
    navigator.clipboard.writeText(value).then(
      () => done(true),
      () => done(false),
    );
  };

  const columns = useMemo(
    () =>
      invoiceColumns({
        intl,
        allowTableStatus: instance.flags.allowTableStatus,
        allowBarcode: instance.flags.allowBarcode,
        placesByCode,
        renderBarcode: (invoice: Invoice) => (
          <BarcodeCell
            value={invoice.virtualBarCode}
            invoiceNumber={invoice.invoiceNumber}
            onCopy={copy}
            onShow={setBarcode}
          />
        ),
        renderOpen: (invoice: Invoice) => {
          const loading = pdf.loading.has(invoice.invoiceNumber);
          return (
            <Button
              size="small"
              icon={loading ? <Spinner size="extra-tiny" /> : <DocumentPdfRegular />}
              disabled={loading}
              aria-label={intl.formatMessage(
                { id: 'billing.invoices.openNamed' },
                { number: invoice.invoiceNumber },
              )}
              onClick={() => void pdf.open(invoice.invoiceNumber)}
            >
              {intl.formatMessage({ id: 'billing.invoices.open' })}
            </Button>
          );
        },
      }),
    // copy and setBarcode only close over stable values
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [intl, instance.flags.allowTableStatus, instance.flags.allowBarcode, placesByCode, pdf.loading, pdf.open],
  );

  const title = intl.formatMessage({ id: 'billing.invoices.title' });
  const mode = selection?.mode ?? 'location';
  const monthText = (month: string | null | undefined) => {
    const parsed = monthOfValue(month);
    return parsed ? formatMonth(intl.locale, parsed) : '';
  };
  const rangeMessage = (rule: Exclude<RangeProblem, 'invalidMonth'>) =>
    intl.formatMessage(
      { id: `billing.invoices.range.${rule}` },
      { min: monthText(limits?.min), max: monthText(limits?.max) },
    );
  const startError = problem === 'startBeforeValidity' ? rangeMessage(problem) : undefined;
  const endError =
    problem === 'endBeforeStart' || problem === 'endInFuture' ? rangeMessage(problem) : undefined;
  const searched = state.list.data;
  const invoices = searched?.invoices ?? [];
  const exportName = searched ? `${title} ${searched.query.startMonth}–${searched.query.endMonth}` : title;

  return (
    <PageFrame title={title} className={styles.page}>
      <Toaster toasterId={toasterId} position="bottom" />
      <ErrorAlert
        error={state.places.error}
        title={intl.formatMessage({ id: 'billing.invoices.placesFailed' })}
        onRetry={() => dispatch(invoicesActions.placesRequested({ subject }))}
      />
      {state.places.status === 'pending' && !selection ? (
        <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
      ) : null}
      {state.places.status === 'fulfilled' && places.length === 0 ? (
        <MessageBar intent="info">
          <MessageBarBody>{intl.formatMessage({ id: 'billing.invoices.noPlaces' })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {selection && range ? (
        <Card>
          <form
            className={styles.form}
            aria-label={intl.formatMessage({ id: 'billing.invoices.searchForm' })}
            onSubmit={(event) => {
              event.preventDefault();
              search();
            }}
          >
            <Field label={intl.formatMessage({ id: 'billing.invoices.searchBy' })}>
              <RadioGroup
                layout="horizontal"
                value={mode}
                onChange={(_, data) => {
                  const nextMode = data.value as Mode;
                  const firstCustomer = customers[0]?.value ?? null;
                  choose({
                    ...selection,
                    mode: nextMode,
                    customerNumber: selection.customerNumber ?? firstCustomer,
                  });
                }}
              >
                <Radio value="location" label={intl.formatMessage({ id: 'billing.invoices.byLocation' })} />
                <Radio value="customer" label={intl.formatMessage({ id: 'billing.invoices.byCustomer' })} />
              </RadioGroup>
            </Field>
            <div className={styles.picker}>
              {mode === 'location' ? (
                <UsagePlacePicker
                  label={intl.formatMessage({ id: 'billing.invoices.location' })}
                  places={places}
                  valueOf={locationCodeOf}
                  value={selection.locationCode}
                  onChange={(locationCode) => choose({ ...selection, locationCode })}
                />
              ) : (
                <CustomerPicker
                  label={intl.formatMessage({ id: 'billing.invoices.customer' })}
                  customers={customers}
                  value={selection.customerNumber}
                  onChange={(customerNumber) => choose({ ...selection, customerNumber })}
                />
              )}
            </div>
            <MonthField
              label={intl.formatMessage({ id: 'billing.invoices.startMonth' })}
              value={range.start}
              min={limits?.min ?? undefined}
              max={limits?.max}
              onChange={(start) => setRange({ ...range, start })}
              boundMessages={{ min: rangeMessage('startBeforeValidity') }}
              error={startError}
              className={styles.month}
            />
            <MonthField
              label={intl.formatMessage({ id: 'billing.invoices.endMonth' })}
              value={range.end}
              min={limits?.min ?? undefined}
              max={limits?.max}
              onChange={(end) => setRange({ ...range, end })}
              boundMessages={{ max: rangeMessage('endInFuture') }}
              error={endError}
              className={styles.month}
            />
            <Button
              type="submit"
              appearance="primary"
              disabled={problem !== null || pending}
              icon={pending ? <Spinner size="tiny" /> : undefined}
            >
              {intl.formatMessage({ id: 'billing.invoices.search' })}
            </Button>
          </form>
        </Card>
      ) : null}
      <ErrorAlert
        error={state.list.error}
        title={intl.formatMessage({ id: 'billing.invoices.searchFailed' })}
        onRetry={search}
      />
      {state.forecast ? (
        <ForecastCard forecast={state.forecast} place={placesByCode.get(state.forecast.locationCode)} />
      ) : null}
      {isFirstLoad(state.list) ? (
        <Spinner label={intl.formatMessage({ id: 'billing.invoices.searching' })} />
      ) : null}
      {state.list.status === 'fulfilled' && invoices.length === 0 ? (
        <MessageBar intent="info">
          <MessageBarBody>{intl.formatMessage({ id: 'billing.invoices.empty' })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {invoices.length > 0 ? (
        <Card>
          <CardHeader
            header={
              <Text weight="semibold" as="h2">
                {intl.formatMessage({ id: 'billing.invoices.tableTitle' }, { count: invoices.length })}
              </Text>
            }
          />
          <DataTable
            rows={invoices}
            columns={columns}
            getRowId={invoiceKey}
            label={intl.formatMessage({ id: 'billing.invoices.tableLabel' })}
            groupBy="location"
            initialSort={{ columnId: 'dueDate', desc: true }}
            exportAs={{ fileName: exportName, sheetName: title, loadXlsx }}
          />
        </Card>
      ) : null}
      {pdf.dialogs}
      <BarcodeDialog value={barcode} onClose={() => setBarcode(null)} />
    </PageFrame>
  );
}
