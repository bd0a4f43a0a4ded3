/**
 * Invoice PDF generation time (issue 10): `invoicePdf` (pdfkit + the bwip-js CODE128 image) for a typical
 * electricity invoice of six lines, compressed as served. Prints the median, p95 and size over
 * BENCH_RUNS PDFs (default 50) after 5 warm-up runs. No thresholds: the figures go to docs/billing.md.
 *
 *   npx tsx server/bench/invoicePdf.bench.ts
 */
import { performance } from 'node:perf_hooks';
import type { Invoice, InvoiceLine } from '@portal/shared/api/billing';
import { rfReference, nationalReference, virtualBarcode, formatRfReference } from '@portal/shared/billing';
import { invoicePdf } from '../src/connector/billing/pdf.js';
import { utilityIban } from '../src/connector/billing/utility.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const iban = utilityIban('demo1');
const reference = rfReference(nationalReference('202610000010'));

const line = (
  kind: InvoiceLine['kind'],
  description: string,
  quantity: number,
  unit: string,
  unitPrice: number,
) => {
  const net = Math.round(quantity * unitPrice * 100) / 100;
  const vat = Math.round(net * 25.5) / 100;
  return {
    kind,
    description,
    quantity,
    unit,
    unitPrice,
    vatRate: 25.5,
    net,
    vat,
    gross: Math.round((net + vat) * 100) / 100,
  };
};
const lines: InvoiceLine[] = [
  line('energy', 'Sähköenergia, päivä', 312.418, 'kWh', 0.08123),
  line('energy', 'Sähköenergia, yö', 141.06, 'kWh', 0.05871),
  line('basicFee', 'Perusmaksu', 1, 'month', 4.49),
  line('transfer', 'Sähkönsiirto', 453.478, 'kWh', 0.0395),
  line('transferBasicFee', 'Siirron perusmaksu', 1, 'month', 14.9),
  line('electricityTax', 'Sähkövero ja huoltovarmuusmaksu', 453.478, 'kWh', 0.0281),
];
const amount = Math.round(lines.reduce((s, l) => s + l.gross, 0) * 100) / 100;
const invoice: Invoice = {
  customerNumber: '100001',
  locationCode: '2011425',
  locationAddress: 'Koulukatu 12, 00530 Helsinki',
  status: 'unpaid',
  amount,
  currency: 'EUR',
  invoiceNumber: '202610000010',
  dueDate: '2026-11-19',
  postingDate: '2026-11-05',
  virtualBarCode: virtualBarcode({ iban, amount, reference, dueDate: '2026-11-19' }),
  referenceNumber: formatRfReference(reference),
  gsrnCode: '643000000020114251',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
};
const input = {
  invoice,
  lines,
  customerName: 'Ville Mäkelä',
  utility: { name: 'Demo Energia', primaryColor: '#0f6cbd', iban },
  language: 'fi' as const,
};

for (let i = 0; i < 5; i++) await invoicePdf(input);
const times: number[] = [];
let size = 0;
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  const pdf = await invoicePdf(input);
  times.push(performance.now() - start);
  size = pdf.length;
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
const mid = times.length >> 1;
const median = times.length % 2 ? times[mid]! : (times[mid - 1]! + times[mid]!) / 2;
console.log(
  `invoice PDF over ${RUNS} runs: median ${median.toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms, ${(size / 1024).toFixed(1)} KB`,
);
