import { createHash } from 'node:crypto';
import {
  finnishIban,
  formatNationalReference,
  formatRfReference,
  nationalReference,
  rfReference,
} from '@portal/shared/billing';

/**
 * The demo utility's payment details: an IBAN with valid check digits made from the instance id (a test
 * bank code 9999..., never a real account), and whether its invoices carry RF references (barcode
 * version 5) or national ones (version 4). demo1 shows the RF form so both versions are in the demo.
 */
const RF_INSTANCES: ReadonlySet<string> = new Set(['demo1', 'lammaistenenergia']);

export function utilityIban(instance: string): string {
  const digits = BigInt(`0x${createHash('sha256').update(`iban:${instance}`).digest('hex').slice(0, 12)}`)
    .toString()
    .padStart(10, '0')
    .slice(-10);
  return finnishIban(`7999${digits}`);
}

/** the stored reference of an invoice number: national (digits + check) or RF + check + that */
export function referenceOf(instance: string, invoiceNumber: string): string {
  const national = nationalReference(invoiceNumber);
  return RF_INSTANCES.has(instance) ? rfReference(national) : national;
}

export const printedReference = (reference: string): string =>
  reference.startsWith('RF') ? formatRfReference(reference) : formatNationalReference(reference);
