import {
  Button,
  Link,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DocumentPdfRegular } from '@fluentui/react-icons';
import { ErrorAlert, usePortal, WidgetCard, type ModuleWidgetProps } from '@portal/shared';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { formatAmount, formatDay, statusText } from '../invoices/invoiceFormat';
import { useInvoicePdf } from '../invoices/useInvoicePdf';
import { latestInvoiceRequested, placeKeyOf, selectLatestInvoiceState } from './latestInvoiceSlice';
import { INVOICES_ENDPOINT, showLatestInvoice } from './widgetRule';

const useStyles = makeStyles({
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
  },
  amount: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalM,
    margin: 0,
  },
  value: { margin: 0, overflowWrap: 'anywhere' },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

/**
 * billing.latestInvoice on the dashboard: the latest invoice of the usage place chosen on the dashboard (of
 * all places before one is chosen), naming its place, and a warning listing the user's other places with
 * unpaid invoices, so a customer with several places never misses a bill (issue 20). Nothing in the admin
 * view or where invoices are not in the menu.
 */
export function LatestInvoiceWidget({ subject, usagePlace }: ModuleWidgetProps) {
  const { instance, user } = usePortal();
  const intl = useIntl();
  if (!showLatestInvoice(instance, user, subject)) return null;
  return (
    <WidgetCard title={intl.formatMessage({ id: 'billing.latestInvoice.title' })}>
      <LatestInvoice subject={subject} usagePlace={usagePlace} />
    </WidgetCard>
  );
}

function LatestInvoice({ subject, usagePlace }: Pick<ModuleWidgetProps, 'subject' | 'usagePlace'>) {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { pathTo } = usePortal();
  const state = useSelector(selectLatestInvoiceState);
  const pdf = useInvoicePdf(subject);
  const customerNumber = usagePlace?.customerInformation.customerNumber;
  const locationCode = usagePlace?.locationCode;
  const place = useMemo(
    () => (customerNumber && locationCode ? { customerNumber, locationCode } : {}),
    [customerNumber, locationCode],
  );
  const placeKey = placeKeyOf(place);

  useEffect(() => {
    dispatch(latestInvoiceRequested(subject, place));
  }, [dispatch, subject, place]);

  // an answer about another place than the chosen one is never shown
  if (
    state.status === 'pending' ||
    state.status === 'idle' ||
    (state.status === 'fulfilled' && state.data?.placeKey !== placeKey)
  )
    return <Spinner size="small" label={intl.formatMessage({ id: 'common.loading' })} />;
  if (state.status === 'rejected')
    return (
      <ErrorAlert error={state.error} onRetry={() => dispatch(latestInvoiceRequested(subject, place))} />
    );
  const invoice = state.data?.invoice ?? null;
  const elsewhere = state.data?.unpaidElsewhere ?? [];
  const invoicesPath = pathTo(INVOICES_ENDPOINT);
  const others =
    elsewhere.length > 0 ? (
      <MessageBar intent="warning" layout="multiline" data-testid="unpaid-elsewhere">
        <MessageBarBody>
          <MessageBarTitle>
            {intl.formatMessage({ id: 'billing.latestInvoice.unpaidElsewhere' })}
          </MessageBarTitle>
          <ul className={styles.list}>
            {elsewhere.map((other) => (
              <li key={`${other.customerNumber}/${other.locationCode}`}>
                {intl.formatMessage(
                  { id: 'billing.latestInvoice.unpaidAt' },
                  { address: other.locationAddress, count: other.unpaid },
                )}
              </li>
            ))}
          </ul>
          <Link
            href={invoicesPath}
            onClick={(event) => {
              event.preventDefault();
              void navigate(invoicesPath);
            }}
          >
            {intl.formatMessage({ id: 'billing.latestInvoice.allInvoices' })}
          </Link>
        </MessageBarBody>
      </MessageBar>
    ) : null;
  if (!invoice)
    return (
      <div className={styles.body}>
        <MessageBar intent="info">
          <MessageBarBody>
            {usagePlace
              ? intl.formatMessage(
                  { id: 'billing.latestInvoice.noneForPlace' },
                  { address: usagePlace.address.fullAddress },
                )
              : intl.formatMessage({ id: 'billing.latestInvoice.none' })}
          </MessageBarBody>
        </MessageBar>
        {others}
      </div>
    );
  const loading = pdf.loading.has(invoice.invoiceNumber);
  return (
    <div className={styles.body} data-testid="latest-invoice">
      <Text className={styles.amount}>{formatAmount(intl, invoice.amount)}</Text>
      <dl className={styles.facts}>
        <dt>{intl.formatMessage({ id: 'billing.latestInvoice.place' })}</dt>
        <dd className={styles.value} data-testid="latest-invoice-place">
          {invoice.locationAddress}
        </dd>
        <dt>{intl.formatMessage({ id: 'billing.invoices.columns.dueDate' })}</dt>
        <dd className={styles.value}>{formatDay(intl, invoice.dueDate)}</dd>
        <dt>{intl.formatMessage({ id: 'billing.invoices.columns.status' })}</dt>
        <dd className={styles.value}>{statusText(intl, invoice.status)}</dd>
        <dt>{intl.formatMessage({ id: 'billing.invoices.columns.invoiceNumber' })}</dt>
        <dd className={styles.value}>{invoice.invoiceNumber}</dd>
      </dl>
      <div>
        <Button
          icon={loading ? <Spinner size="extra-tiny" /> : <DocumentPdfRegular />}
          disabled={loading}
          onClick={() => void pdf.open(invoice.invoiceNumber)}
        >
          {intl.formatMessage({ id: 'billing.invoices.open' })}
        </Button>
      </div>
      {others}
      {pdf.dialogs}
    </div>
  );
}
