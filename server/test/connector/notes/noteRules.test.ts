import { describe, expect, it } from 'vitest';
import { Refusal } from '../../../src/http/refusal.js';
import { checkNoteInput, parseNoteId } from '../../../src/connector/notes/service.js';
import type { NoteInput } from '../../../src/connector/notes/schemas.js';

const valid: NoteInput = { locationFk: 1, note: 'Lämpöpumppu huollettu', variant: 'success' };

const refusal = (input: NoteInput): { statusCode: number; code: string } => {
  try {
    checkNoteInput(input);
  } catch (error) {
    if (error instanceof Refusal) return { statusCode: error.status, code: error.code };
    throw error;
  }
  throw new Error('the input was accepted');
};

describe('note rules (customer area: note required, at most 1000 characters, createdBy at most 64, end after start)', () => {
  it('a note of exactly 1000 characters is accepted', () => {
    expect(checkNoteInput({ ...valid, note: 'x'.repeat(1000) }).note).toHaveLength(1000);
  });

  it('a note longer than 1000 characters is refused with validations_fail', () => {
    expect(refusal({ ...valid, note: 'x'.repeat(1001) })).toEqual({
      statusCode: 400,
      code: 'validations_fail',
    });
  });

  it('characters outside the basic plane count once each', () => {
    expect(checkNoteInput({ ...valid, note: '⚡'.repeat(1000) }).note).toBe('⚡'.repeat(1000));
    expect(checkNoteInput({ ...valid, note: '😀'.repeat(1000) }).note).toBe('😀'.repeat(1000));
  });

  it('a blank note is refused with validations_fail (note is required)', () => {
    expect(refusal({ ...valid, note: '  \n\t ' })).toEqual({ statusCode: 400, code: 'validations_fail' });
    expect(refusal({ ...valid, note: '' })).toEqual({ statusCode: 400, code: 'validations_fail' });
  });

  it('createdBy longer than 64 characters is refused with validations_fail', () => {
    expect(checkNoteInput({ ...valid, createdBy: 'a'.repeat(64) }).createdBy).toBe('a'.repeat(64));
    expect(refusal({ ...valid, createdBy: 'a'.repeat(65) })).toEqual({
      statusCode: 400,
      code: 'validations_fail',
    });
  });

  it('a blank createdBy counts as none given', () => {
    expect(checkNoteInput({ ...valid, createdBy: '   ' }).createdBy).toBeNull();
  });

  it('a variant outside other, success, info, warning and error is refused with validations_fail', () => {
    expect(refusal({ ...valid, variant: 'danger' as NoteInput['variant'] })).toEqual({
      statusCode: 400,
      code: 'validations_fail',
    });
  });

  it('an end date not later than the start date is refused with end_date_error', () => {
    const start = '2026-03-01T10:00:00Z';
    expect(refusal({ ...valid, startDate: start, endDate: '2026-03-01T09:59:00Z' })).toEqual({
      statusCode: 400,
      code: 'end_date_error',
    });
    expect(refusal({ ...valid, startDate: start, endDate: start })).toEqual({
      statusCode: 400,
      code: 'end_date_error',
    });
  });

  it('an end date later than the start date is accepted, and dates are kept as UTC instants', () => {
    const checked = checkNoteInput({
      ...valid,
      startDate: '2026-03-01T12:00:00+02:00',
      endDate: '2026-03-01T10:00:01Z',
      dueDate: null,
    });
    expect(checked).toMatchObject({
      startDate: '2026-03-01T10:00:00.000Z',
      endDate: '2026-03-01T10:00:01.000Z',
      dueDate: null,
    });
  });

  it.each(['2026-03-01', '01.03.2026 10:00', '2026-03-01T10:00:00', '2026-02-30T10:00:00Z', 'tomorrow'])(
    'a date that is not an ISO 8601 instant (%s) is refused with validations_fail',
    (date) => {
      expect(refusal({ ...valid, dueDate: date })).toEqual({ statusCode: 400, code: 'validations_fail' });
    },
  );

  it.each(['0', '2147483648', '99999999999'])('a note id that cannot exist (%s) is not found', (raw) => {
    expect(() => parseNoteId(raw)).toThrowError(
      expect.objectContaining({ code: 'note_not_found', status: 404 }),
    );
  });
});
