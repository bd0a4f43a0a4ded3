/**
 * The earliest lawful day to disconnect a consumer's electricity for non-payment (issue 16 §3; the rules of
 * the Finnish Competition and Consumer Authority and the Energy Authority, ../shared/FACTS.md):
 * - a payment reminder first; a disconnection warning no sooner than 2 weeks after it; the disconnection no
 *   sooner than 2 weeks after the warning;
 * - when the customer reported illness, unemployment or another special reason: not before 3 months from the
 *   due date;
 * - a combined sales and grid contract: only when at least 500 EUR is owed or the oldest unpaid bill is at
 *   least 3 months past due;
 * - a permanent home heated by electricity: not between 1 October and 30 April until 4 months after the due
 *   date.
 * Any one unpaid invoice whose process is complete allows it; the answer takes the earliest such day. Days
 * are Helsinki calendar days (yyyy-mm-dd); the server passes its own today.
 */
import type { DisconnectionBlocker, DisconnectionCheck } from './locationManagement';

export interface UnpaidInvoiceFacts {
  dueDate: string;
  amountCents: number;
  reminderSentOn: string | null;
  warningSentOn: string | null;
}

export interface DisconnectionFacts {
  unpaid: UnpaidInvoiceFacts[];
  /** a sales and a grid contract in force together for the place */
  combinedContract: boolean;
  /** the customer reported illness, unemployment or another special reason */
  specialReason: boolean;
  permanentHomeElectricHeating: boolean;
}

export const WARNING_AFTER_REMINDER_DAYS = 14;
export const DISCONNECTION_AFTER_WARNING_DAYS = 14;
export const SPECIAL_REASON_MONTHS = 3;
export const COMBINED_CONTRACT_MIN_CENTS = 50_000;
export const COMBINED_CONTRACT_MONTHS = 3;
export const WINTER_ELECTRIC_HEATING_MONTHS = 4;

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (day: string, days: number): string => {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
};
/** calendar months, the day clamped to the month's last (31 Jan + 1 month = 28/29 Feb) */
export const addMonths = (day: string, months: number): string => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, last));
  return toDay(first);
};
const later = (a: string, b: string) => (a > b ? a : b);
/** 1 October - 30 April */
const inWinter = (day: string) => {
  const month = Number(day.slice(5, 7));
  return month >= 10 || month <= 4;
};

interface Candidate {
  date: string | null;
  blockers: DisconnectionBlocker[];
}

function candidateOf(
  invoice: UnpaidInvoiceFacts,
  facts: DisconnectionFacts,
  oldestDue: string,
  owed: number,
): Candidate {
  if (!invoice.reminderSentOn) return { date: null, blockers: [{ rule: 'no_reminder', until: null }] };
  if (!invoice.warningSentOn) return { date: null, blockers: [{ rule: 'no_warning', until: null }] };
  // a warning sent too soon after the reminder does not count: a new one is needed
  if (invoice.warningSentOn < addDays(invoice.reminderSentOn, WARNING_AFTER_REMINDER_DAYS))
    return { date: null, blockers: [{ rule: 'warning_too_early', until: null }] };
  const blockers: DisconnectionBlocker[] = [];
  let date = addDays(invoice.warningSentOn, DISCONNECTION_AFTER_WARNING_DAYS);
  blockers.push({ rule: 'warning_period', until: date });
  if (facts.specialReason) {
    const until = addMonths(invoice.dueDate, SPECIAL_REASON_MONTHS);
    blockers.push({ rule: 'special_reason', until });
    date = later(date, until);
  }
  if (facts.combinedContract && owed < COMBINED_CONTRACT_MIN_CENTS) {
    const until = addMonths(oldestDue, COMBINED_CONTRACT_MONTHS);
    blockers.push({ rule: 'combined_contract_threshold', until });
    date = later(date, until);
  }
  if (facts.permanentHomeElectricHeating) {
    const until = addMonths(invoice.dueDate, WINTER_ELECTRIC_HEATING_MONTHS);
    if (inWinter(date) && date < until) {
      blockers.push({ rule: 'winter_electric_heating', until });
      date = until;
    }
  }
  return { date, blockers };
}

/** Whether a disconnection for non-payment is lawful on `today`, and from which day it would be. */
export function disconnectionCheck(facts: DisconnectionFacts, today: string): DisconnectionCheck {
  const unpaid = facts.unpaid.filter((invoice) => invoice.amountCents > 0 && invoice.dueDate < today);
  const unpaidCents = unpaid.reduce((sum, invoice) => sum + invoice.amountCents, 0);
  if (unpaid.length === 0)
    return {
      lawful: false,
      earliestDate: null,
      blockers: [{ rule: 'nothing_owed', until: null }],
      unpaidCents,
    };
  const oldestDue = unpaid.map((invoice) => invoice.dueDate).sort()[0]!;
  const candidates = unpaid.map((invoice) => candidateOf(invoice, facts, oldestDue, unpaidCents));
  const dated = candidates
    .filter((candidate): candidate is Candidate & { date: string } => candidate.date !== null)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const best = dated[0];
  if (!best) return { lawful: false, earliestDate: null, blockers: candidates[0]!.blockers, unpaidCents };
  const lawful = best.date <= today;
  // once lawful nothing holds it back; before, name the rules whose day has not come
  const blockers = lawful
    ? []
    : best.blockers.filter((blocker) => blocker.until !== null && blocker.until > today);
  return { lawful, earliestDate: best.date, blockers, unpaidCents };
}
