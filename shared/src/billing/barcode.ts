/**
 * The Finnish bank virtual barcode (pankkiviivakoodi, FACTS.md): 54 digits, printed on an invoice as text
 * and as a CODE128 image. Version 4 carries a national reference, version 5 an RF reference.
 */
import { isValidIban, isValidNationalReference, isValidRfReference } from './reference';

export interface VirtualBarcodeInput {
  /** a Finnish IBAN (FI + 16 digits; spaces allowed) */
  iban: string;
  /** EUR; 0, a negative amount (a credit note) and 1,000,000 EUR or more are all encoded as zeros */
  amount: number;
  /** a national reference (v4) or an RF reference (v5), spaces allowed */
  reference: string;
  /** yyyy-mm-dd, or null for none (encoded 000000) */
  dueDate: string | null;
}

/** The largest amount the 6 + 2 digit field holds. */
export const MAX_BARCODE_AMOUNT = 999_999.99;

function amountDigits(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`amount must be a number, got ${amount}`);
  // the standard leaves the amount to the payer when it cannot be given: credit notes and too large sums
  if (amount <= 0 || amount > MAX_BARCODE_AMOUNT) return '00000000';
  const cents = Math.round(amount * 100);
  return String(cents).padStart(8, '0');
}

function dueDateDigits(dueDate: string | null): string {
  if (dueDate === null) return '000000';
  const match = /^\d{2}(\d{2})-(\d{2})-(\d{2})$/.exec(dueDate);
  if (!match) throw new RangeError(`due date must be yyyy-mm-dd, got "${dueDate}"`);
  return `${match[1]}${match[2]}${match[3]}`;
}

export function virtualBarcode(input: VirtualBarcodeInput): string {
  const iban = input.iban.replace(/\s/g, '').toUpperCase();
  if (!/^FI\d{16}$/.test(iban) || !isValidIban(iban))
    throw new RangeError(`a virtual barcode needs a valid Finnish IBAN, got "${input.iban}"`);
  const account = iban.slice(2);
  const amount = amountDigits(input.amount);
  const due = dueDateDigits(input.dueDate);
  const reference = input.reference.replace(/\s/g, '').toUpperCase();
  if (reference.startsWith('RF')) {
    if (!isValidRfReference(reference) || !/^RF\d+$/.test(reference) || reference.length > 25)
      throw new RangeError(`not a numeric RF reference of at most 21 digits: "${input.reference}"`);
    return `5${account}${amount}${reference.slice(2, 4)}${reference.slice(4).padStart(21, '0')}${due}`;
  }
  if (!isValidNationalReference(reference))
    throw new RangeError(`not a valid national reference: "${input.reference}"`);
  return `4${account}${amount}000${reference.padStart(20, '0')}${due}`;
}

export interface ParsedVirtualBarcode {
  version: 4 | 5;
  iban: string;
  /** EUR; 0 when the barcode leaves the amount open */
  amount: number;
  /** without padding: the national reference, or RF + check digits + base */
  reference: string;
  /** yyyy-mm-dd (20yy), or null */
  dueDate: string | null;
}

/** Reads a 54-digit barcode back (the tests' round trip; a front end may show its parts). */
export function parseVirtualBarcode(code: string): ParsedVirtualBarcode | null {
  if (!/^[45]\d{53}$/.test(code)) return null;
  const version = code[0] === '4' ? 4 : 5;
  const iban = `FI${code.slice(1, 17)}`;
  const amount = Number(code.slice(17, 23)) + Number(code.slice(23, 25)) / 100;
  const due = code.slice(48, 54);
  const dueDate = due === '000000' ? null : `20${due.slice(0, 2)}-${due.slice(2, 4)}-${due.slice(4, 6)}`;
  const reference =
    version === 4
      ? code.slice(28, 48).replace(/^0+/, '')
      : `RF${code.slice(25, 27)}${code.slice(27, 48).replace(/^0+/, '')}`;
  return { version, iban, amount, reference, dueDate };
}
