import { describe, expect, it } from 'vitest';
import { toAccessReason, validateReason } from './accessReason';

describe('the reason for opening a customer’s reports (docs/staff-platform.md, "Reasons")', () => {
  it('a reason from the list is required', () => {
    expect(validateReason({})).toEqual({ code: { id: 'admin.reason.codeRequired' } });
    expect(validateReason({ code: 'complaint' })).toEqual({});
  });

  it("free text is required with 'other' and optional otherwise", () => {
    expect(validateReason({ code: 'other', text: '  ' })).toEqual({
      text: { id: 'admin.reason.textRequired' },
    });
    expect(validateReason({ code: 'other', text: 'Asked by phone' })).toEqual({});
  });

  it('the text is at most 200 characters', () => {
    expect(validateReason({ code: 'billing_question', text: 'x'.repeat(200) })).toEqual({});
    expect(validateReason({ code: 'billing_question', text: 'x'.repeat(201) })).toEqual({
      text: { id: 'common.maxLength', values: { max: 200 } },
    });
  });

  it('the reason sent: the code, and the trimmed text when given', () => {
    expect(toAccessReason({ code: 'complaint', text: ' ' })).toEqual({ code: 'complaint' });
    expect(toAccessReason({ code: 'other', text: ' Move-out check ' })).toEqual({
      code: 'other',
      text: 'Move-out check',
    });
  });
});
