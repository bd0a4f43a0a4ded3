/**
 * Finnish payment references (FACTS.md, "Finnish identifiers"): the national reference number with its
 * 7-3-1 check digit, and the RF creditor reference of ISO 11649.
 */

const DIGITS = /^\d+$/;

/** The 7-3-1 check digit of a national reference base (3-19 digits). */
export function nationalCheckDigit(base: string): string {
  if (!DIGITS.test(base) || base.length < 3 || base.length > 19)
    throw new RangeError(`a national reference base has 3-19 digits, got "${base}"`);
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < base.length; i++) sum += Number(base[base.length - 1 - i]) * weights[i % 3]!;
  return String((10 - (sum % 10)) % 10);
}

/** base + check digit: `1234567` -> `12345672` */
export const nationalReference = (base: string): string => base + nationalCheckDigit(base);

/** Whether a national reference (4-20 digits, spaces allowed) carries a right check digit. */
export function isValidNationalReference(reference: string): boolean {
  const digits = reference.replace(/\s/g, '');
  if (!DIGITS.test(digits) || digits.length < 4 || digits.length > 20) return false;
  return nationalCheckDigit(digits.slice(0, -1)) === digits.at(-1);
}

/** Printed in groups of five from the right: `12345672` -> `123 45672`. */
export function formatNationalReference(reference: string): string {
  const digits = reference.replace(/\s/g, '');
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 5) groups.unshift(digits.slice(Math.max(0, end - 5), end));
  return groups.join(' ');
}

/** ISO 7064 mod 97-10 of a text of digits and letters (A = 10 ... Z = 35), in chunks to stay exact. */
function mod97(text: string): number {
  const numeric = text
    .toUpperCase()
    .split('')
    .map((c) => (c >= 'A' && c <= 'Z' ? String(c.charCodeAt(0) - 55) : c))
    .join('');
  let remainder = 0;
  for (let i = 0; i < numeric.length; i += 7)
    remainder = Number(String(remainder) + numeric.slice(i, i + 7)) % 97;
  return remainder;
}

const RF_BASE = /^[0-9A-Z]{1,21}$/;

/** The two RF check digits of a base: 98 - (base + "RF00" as digits) mod 97. */
export function rfCheckDigits(base: string): string {
  if (!RF_BASE.test(base))
    throw new RangeError(`an RF reference base has 1-21 digits or letters, got "${base}"`);
  return String(98 - mod97(`${base}RF00`)).padStart(2, '0');
}

/** `2348236` -> `RF332348236` */
export const rfReference = (base: string): string => `RF${rfCheckDigits(base)}${base}`;

export function isValidRfReference(reference: string): boolean {
  const compact = reference.replace(/\s/g, '').toUpperCase();
  if (!/^RF\d{2}[0-9A-Z]{1,21}$/.test(compact)) return false;
  return mod97(compact.slice(4) + compact.slice(0, 4)) === 1;
}

/** Printed in groups of four: `RF332348236` -> `RF33 2348 236`. */
export const formatRfReference = (reference: string): string =>
  reference
    .replace(/\s/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();

/** A Finnish IBAN from its 14-digit BBAN (bank and account number), with the two check digits. */
export function finnishIban(bban: string): string {
  if (!/^\d{14}$/.test(bban)) throw new RangeError(`a Finnish BBAN has 14 digits, got "${bban}"`);
  return `FI${String(98 - mod97(`${bban}FI00`)).padStart(2, '0')}${bban}`;
}

export function isValidIban(iban: string): boolean {
  const compact = iban.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[0-9A-Z]{10,30}$/.test(compact)) return false;
  return mod97(compact.slice(4) + compact.slice(0, 4)) === 1;
}

export const formatIban = (iban: string): string => formatRfReference(iban);
