import { describe, expect, it } from 'vitest';
import {
  addMonths,
  disconnectionCheck,
  type DisconnectionFacts,
  type UnpaidInvoiceFacts,
} from './disconnection';

const invoice = (overrides: Partial<UnpaidInvoiceFacts> = {}): UnpaidInvoiceFacts => ({
  dueDate: '2026-05-04',
  amountCents: 12_000,
  reminderSentOn: '2026-05-18',
  warningSentOn: '2026-06-01',
  ...overrides,
});
const facts = (overrides: Partial<DisconnectionFacts> = {}): DisconnectionFacts => ({
  unpaid: [invoice()],
  combinedContract: false,
  specialReason: false,
  permanentHomeElectricHeating: false,
  ...overrides,
});

describe('disconnectionCheck', () => {
  it('allows it two weeks after a warning that came two weeks after the reminder, not a day sooner', () => {
    expect(disconnectionCheck(facts(), '2026-06-15')).toEqual({
      lawful: true,
      earliestDate: '2026-06-15',
      blockers: [],
      unpaidCents: 12_000,
    });
    expect(disconnectionCheck(facts(), '2026-06-14')).toMatchObject({
      lawful: false,
      earliestDate: '2026-06-15',
      blockers: [{ rule: 'warning_period', until: '2026-06-15' }],
    });
  });

  it('refuses with nothing owed, counting only overdue unpaid amounts', () => {
    const check = disconnectionCheck(facts({ unpaid: [invoice({ dueDate: '2026-07-01' })] }), '2026-07-01');
    expect(check).toEqual({
      lawful: false,
      earliestDate: null,
      blockers: [{ rule: 'nothing_owed', until: null }],
      unpaidCents: 0,
    });
    expect(
      disconnectionCheck(facts({ unpaid: [invoice({ amountCents: -500 })] }), '2026-08-01').blockers,
    ).toEqual([{ rule: 'nothing_owed', until: null }]);
  });

  it('needs a reminder, then a warning no sooner than two weeks after it', () => {
    const at = '2026-09-01';
    expect(disconnectionCheck(facts({ unpaid: [invoice({ reminderSentOn: null })] }), at).blockers).toEqual([
      { rule: 'no_reminder', until: null },
    ]);
    expect(disconnectionCheck(facts({ unpaid: [invoice({ warningSentOn: null })] }), at).blockers).toEqual([
      { rule: 'no_warning', until: null },
    ]);
    const early = disconnectionCheck(facts({ unpaid: [invoice({ warningSentOn: '2026-05-31' })] }), at);
    expect(early).toMatchObject({
      lawful: false,
      earliestDate: null,
      blockers: [{ rule: 'warning_too_early' }],
    });
  });

  it('waits three months from the due date when the customer reported a special reason', () => {
    const check = disconnectionCheck(facts({ specialReason: true }), '2026-07-01');
    expect(check).toMatchObject({
      lawful: false,
      earliestDate: '2026-08-04',
      blockers: [{ rule: 'special_reason', until: '2026-08-04' }],
    });
    expect(disconnectionCheck(facts({ specialReason: true }), '2026-08-04').lawful).toBe(true);
  });

  it('holds a combined contract until 500 EUR is owed or the oldest bill is three months overdue', () => {
    expect(disconnectionCheck(facts({ combinedContract: true }), '2026-07-01')).toMatchObject({
      lawful: false,
      earliestDate: '2026-08-04',
      blockers: [{ rule: 'combined_contract_threshold', until: '2026-08-04' }],
    });
    const owed = facts({ combinedContract: true, unpaid: [invoice({ amountCents: 50_000 })] });
    expect(disconnectionCheck(owed, '2026-07-01').lawful).toBe(true);
  });

  it('keeps a permanent home heated by electricity connected in winter until four months after the due date', () => {
    const winter = facts({
      permanentHomeElectricHeating: true,
      unpaid: [invoice({ dueDate: '2026-10-05', reminderSentOn: '2026-10-19', warningSentOn: '2026-11-02' })],
    });
    expect(disconnectionCheck(winter, '2026-11-27')).toMatchObject({
      lawful: false,
      earliestDate: '2027-02-05',
      blockers: [{ rule: 'winter_electric_heating', until: '2027-02-05' }],
    });
    // outside the winter the ordinary periods decide
    expect(disconnectionCheck(facts({ permanentHomeElectricHeating: true }), '2026-06-15').lawful).toBe(true);
  });

  it('takes the invoice whose process completes first', () => {
    const check = disconnectionCheck(
      facts({
        unpaid: [
          invoice({ reminderSentOn: null }),
          invoice({ dueDate: '2026-04-01', warningSentOn: '2026-06-10' }),
        ],
      }),
      '2026-06-20',
    );
    expect(check).toMatchObject({ lawful: false, earliestDate: '2026-06-24', unpaidCents: 24_000 });
  });

  it('adds calendar months, clamping to the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonths('2026-10-05', 4)).toBe('2027-02-05');
  });
});
