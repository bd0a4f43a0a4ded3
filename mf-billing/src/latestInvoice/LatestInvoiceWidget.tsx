import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DocumentPdfRegular } from '@fluentui/react-icons';
import { ErrorAlert, usePortal, WidgetCard, type ModuleWidgetProps } from '@portal/shared';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { formatAmount, formatDay, statusText } from '../invoices/invoiceFormat';
import { useInvoicePdf } from '../invoices/useInvoicePdf';
import { latestInvoiceActions, selectLatestInvoiceState } from './latestInvoiceSlice';
import { showLatestInvoice } from './widgetRule';

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
  value: { margin: 0 },
});

/** billing.latestInvoice on the dashboard: nothing in the admin view or where invoices are not in the menu. */
export function LatestInvoiceWidget({ subject }: ModuleWidgetProps) {
  const { instance, user } = usePortal();
  const intl = useIntl();
  if (!showLatestInvoice(instance, user, subject)) return null;
  return (
    <WidgetCard title={intl.formatMessage({ id: 'billing.latestInvoice.title' })}>
      <LatestInvoice subject={subject} />
    </WidgetCard>
  );
}

function LatestInvoice({ subject }: Pick<ModuleWidgetProps, 'subject'>) {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useDispatch();
  const state = useSelector(selectLatestInvoiceState);
  const pdf = useInvoicePdf(subject);

  useEffect(() => {
    dispatch(latestInvoiceActions.fetchRequested({ subject }));
  }, [dispatch, subject]);

  if (state.status === 'pending' || state.status === 'idle')
    return <Spinner size="small" label={intl.formatMessage({ id: 'common.loading' })} />;
  if (state.status === 'rejected')
    return (
      <ErrorAlert
        error={state.error}
        onRetry={() => dispatch(latestInvoiceActions.fetchRequested({ subject }))}
      />
    );
  const invoice = state.data;
  if (!invoice)
    return (
      <MessageBar intent="info">
        <MessageBarBody>{intl.formatMessage({ id: 'billing.latestInvoice.none' })}</MessageBarBody>
      </MessageBar>
    );
  const loading = pdf.loading.has(invoice.invoiceNumber);
  return (
    <div className={styles.body} data-testid="latest-invoice">
      <Text className={styles.amount}>{formatAmount(intl, invoice.amount)}</Text>
      <dl className={styles.facts}>
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
      {pdf.dialogs}
    </div>
  );
}
