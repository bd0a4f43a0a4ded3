import { validateWithYup } from '@portal/shared/form';
import { describe, expect, it } from 'vitest';
import { emptyNoteForm, formValuesToInput, noteSchema, type NoteFormValues } from './noteSchema';

const validate = validateWithYup<NoteFormValues>(noteSchema);
const form = (values: Partial<NoteFormValues>): NoteFormValues => ({
  ...emptyNoteForm(),
  note: 'Valid note',
  ...values,
});

describe('note validation (spec 5)', () => {
  it('the note is required', () => {
    expect(validate(form({ note: '' })).note).toEqual({ id: 'notes.form.noteRequired' });
    expect(validate(form({ note: '   ' })).note).toEqual({ id: 'notes.form.noteRequired' });
  });

  it('a note over 1000 characters is refused', () => {
    expect(validate(form({ note: 'a'.repeat(1000) })).note).toBeUndefined();
    expect(validate(form({ note: 'a'.repeat(1001) })).note).toEqual({
      id: 'notes.form.noteTooLong',
      values: { max: 1000 },
    });
  });

  it('characters are counted as the server counts them (an emoji is one character)', () => {
    expect(validate(form({ note: '😀'.repeat(1000) })).note).toBeUndefined();
  });

  it('createdBy at most 64', () => {
    expect(validate(form({ createdBy: 'b'.repeat(64) })).createdBy).toBeUndefined();
    expect(validate(form({ createdBy: 'b'.repeat(65) })).createdBy).toEqual({
      id: 'notes.form.createdByTooLong',
      values: { max: 64 },
    });
  });

  it('end date must be later than start date (end_date_error)', () => {
    const start = '2026-03-01T10:00:00.000Z';
    expect(validate(form({ startDate: start, endDate: '2026-03-01T09:59:00.000Z' })).endDate).toEqual({
      id: 'errors.end_date_error',
    });
    expect(validate(form({ startDate: start, endDate: start })).endDate).toEqual({
      id: 'errors.end_date_error',
    });
    expect(validate(form({ startDate: start, endDate: '2026-03-01T10:01:00.000Z' })).endDate).toBeUndefined();
  });

  it('dates are optional: either one alone, or none, is accepted', () => {
    expect(validate(form({ endDate: '2026-03-01T09:00:00.000Z' }))).toEqual({});
    expect(validate(form({ startDate: '2026-03-01T09:00:00.000Z' }))).toEqual({});
    expect(validate(form({}))).toEqual({});
  });

  it('the variant must be one of the five', () => {
    expect(validate(form({ variant: 'urgent' as NoteFormValues['variant'] })).variant).toEqual({
      id: 'notes.form.variantInvalid',
    });
  });

  it('the sent input is trimmed, with empty optional values as null', () => {
    expect(formValuesToInput(7, form({ note: '  hi  ', createdBy: '  ' }))).toEqual({
      locationFk: 7,
      note: 'hi',
      variant: 'other',
      createdBy: null,
      startDate: null,
      endDate: null,
      dueDate: null,
    });
  });
});
