import { assemblePortalModule } from '@portal/shared';
import { lazy } from 'react';
import { contractsSaga } from './contracts/state/contractsSaga';
import { CONTRACTS_SLICE_KEY, contractsSlice } from './contracts/state/contractsSlice';
import { billingMessages } from './i18n/messages';
import { invoicesSaga } from './invoices/state/invoicesSaga';
import { INVOICES_SLICE_KEY, invoicesSlice } from './invoices/state/invoicesSlice';
import { latestInvoiceSaga } from './latestInvoice/latestInvoiceSaga';
import { LATEST_INVOICE_SLICE_KEY, latestInvoiceSlice } from './latestInvoice/latestInvoiceSlice';
import publication from './module.json';
import { all } from 'redux-saga/effects';

const InvoicesPage = lazy(() => import('./invoices/InvoicesPage').then((m) => ({ default: m.InvoicesPage })));
const ContractsPage = lazy(() =>
  import('./contracts/ContractsPage').then((m) => ({ default: m.ContractsPage })),
);
const LatestInvoiceWidget = lazy(() =>
  // the dashboard chunk: its files are in the publication, which the shell preloads on the dashboard
  import(/* webpackChunkName: "dashboard" */ './latestInvoice/LatestInvoiceWidget').then((m) => ({
    default: m.LatestInvoiceWidget,
  })),
);

export function* billingSaga() {
  yield all([invoicesSaga(), contractsSaga(), latestInvoiceSaga()]);
}

/**
 * The billing remote: invoices (with PDFs and bank barcodes), contracts and the latest-invoice widget.
 * Routes and the widget need the instance client's scope (spec customer-area 6), as the server's calls do.
 */
export default assemblePortalModule(publication, {
  pages: { 'online/invoices': InvoicesPage, 'online/contracts': ContractsPage },
  widgets: { 'billing.latestInvoice': LatestInvoiceWidget },
  // the slices, not only their reducers: the contract check reads their action types
  slices: {
    [INVOICES_SLICE_KEY]: invoicesSlice,
    [CONTRACTS_SLICE_KEY]: contractsSlice,
    [LATEST_INVOICE_SLICE_KEY]: latestInvoiceSlice,
  },
  saga: billingSaga,
  messages: billingMessages,
});
