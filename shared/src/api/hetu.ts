/**
 * The Finnish personal identity code (henkilötunnus) `DDMMYYCZZZQ`, with the century signs of 2023 (spec
 * admin-and-calls section 5: a social security number must pass Finnish ID validation; ../shared/FACTS.md).
 * Written here because the npm validators checked refuse the new signs or births from 2030, or accept the
 * individual numbers 000 and 001. The browser's forms and the server run this same function.
 */
const CHECK_CHARACTERS = '0123456789ABCDEFHJKLMNPRSTUVWXY';
const CENTURY_OF: Record<string, number> = {
  '+': 1800,
  '-': 1900,
  Y: 1900,
  X: 1900,
  W: 1900,
  V: 1900,
  U: 1900,
  A: 2000,
  B: 2000,
  C: 2000,
  D: 2000,
  E: 2000,
  F: 2000,
};
const SHAPE = /^(\d{2})(\d{2})(\d{2})([-+YXWVUA-F])(\d{3})([0-9A-Y])$/;

export type HetuProblem = 'format' | 'date' | 'individual_number' | 'checksum';

export type HetuCheck =
  | {
      valid: true;
      /** YYYY-MM-DD */
      birthDate: string;
      /** individual numbers 900-999 are temporary codes (the published test codes are among them) */
      temporary: boolean;
    }
  | { valid: false; problem: HetuProblem };

/** Checks a code exactly as written: upper case, no spaces, the separator kept (it is part of the identity). */
export function checkHetu(code: string): HetuCheck {
  const match = SHAPE.exec(code);
  if (!match) return { valid: false, problem: 'format' };
  const [, dd, mm, yy, sign, zzz, check] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const year = CENTURY_OF[sign]! + Number(yy);
  const month = Number(mm);
  const day = Number(dd);
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC takes years 0-99 as 19xx; the century is always added above, so years are 1800-2099
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return { valid: false, problem: 'date' };
  const individual = Number(zzz);
  if (individual < 2) return { valid: false, problem: 'individual_number' };
  if (CHECK_CHARACTERS[Number(`${dd}${mm}${yy}${zzz}`) % 31] !== check)
    return { valid: false, problem: 'checksum' };
  return { valid: true, birthDate: `${year}-${mm}-${dd}`, temporary: individual >= 900 };
}

export const isValidHetu = (code: string): boolean => checkHetu(code).valid;
