import { ASSIGN_LOCATIONS_LIMIT } from '@portal/shared/api/locationManagement';

/** what the server takes as a usage place number (its rows and assign calls: 1-20 characters) */
const NUMBER = /^[0-9A-Za-z][0-9A-Za-z-]{0,19}$/;

export interface ParsedLocationNumbers {
  /** in the order given, each once */
  numbers: string[];
  /** how many repeats were left out */
  duplicates: number;
  /** lines whose first field is not a usage place number (a CSV's header row, a name) */
  invalid: string[];
}

/**
 * The usage place numbers of a pasted list or an imported file: one per line, the first field of a line
 * separated by `;`, `,` or a tab (a CSV of the location search's export or a spreadsheet's column), or
 * several on one line separated by spaces. Quotes around a field are dropped; blank lines are ignored.
 */
export function parseLocationNumbers(text: string): ParsedLocationNumbers {
  const numbers: string[] = [];
  const seen = new Set<string>();
  const invalid: string[] = [];
  let duplicates = 0;
  for (const line of text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    const trimmed = line.trim();
    if (trimmed === '') continue;
    const fields = /[;,\t]/.test(trimmed) ? [trimmed.split(/[;,\t]/)[0]!] : trimmed.split(/\s+/);
    for (const field of fields) {
      const value = field
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim();
      if (!NUMBER.test(value)) {
        invalid.push(trimmed);
        break;
      }
      if (seen.has(value)) duplicates++;
      else {
        seen.add(value);
        numbers.push(value);
      }
    }
  }
  return { numbers, duplicates, invalid };
}

export type LocationNumbersIssue = 'empty' | 'tooMany';

/** Why the list cannot be sent as it is, or null. */
export function locationNumbersIssue(parsed: ParsedLocationNumbers): LocationNumbersIssue | null {
  if (parsed.numbers.length === 0) return 'empty';
  if (parsed.numbers.length > ASSIGN_LOCATIONS_LIMIT) return 'tooMany';
  return null;
}
