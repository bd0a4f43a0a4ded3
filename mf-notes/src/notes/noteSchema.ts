import type { Note, NoteInput, NoteVariant } from '@portal/shared';
import { mixed, object, string } from 'yup';

export const NOTE_MAX_LENGTH = 1000;
export const CREATED_BY_MAX_LENGTH = 64;
export const NOTE_VARIANTS: readonly NoteVariant[] = ['other', 'success', 'info', 'warning', 'error'];

export interface NoteFormValues {
  note: string;
  variant: NoteVariant;
  createdBy: string;
  /** ISO instants, or null when cleared */
  startDate: string | null;
  endDate: string | null;
  dueDate: string | null;
}

// counted in characters (code points) like the server, so an emoji is one character, not two
const characters = (value: string | null | undefined): number => [...(value ?? '')].length;

const maxCharacters = (max: number, message: string) =>
  string().test({
    name: 'max',
    message,
    params: { max },
    test: (value) => characters(value) <= max,
  });

export const noteSchema = object({
  note: maxCharacters(NOTE_MAX_LENGTH, 'notes.form.noteTooLong').trim().required('notes.form.noteRequired'),
  variant: mixed<NoteVariant>()
    .oneOf([...NOTE_VARIANTS], 'notes.form.variantInvalid')
    .required('notes.form.variantInvalid'),
  createdBy: maxCharacters(CREATED_BY_MAX_LENGTH, 'notes.form.createdByTooLong'),
  startDate: string().nullable(),
  endDate: string()
    .nullable()
    .test({
      name: 'endAfterStart',
      message: 'errors.end_date_error',
      test(end) {
        const start: unknown = this.parent.startDate;
        if (!end || typeof start !== 'string' || !start) return true;
        return Date.parse(end) > Date.parse(start);
      },
    }),
  dueDate: string().nullable(),
});

export const emptyNoteForm = (): NoteFormValues => ({
  note: '',
  variant: 'other',
  createdBy: '',
  startDate: null,
  endDate: null,
  dueDate: null,
});

export const noteToFormValues = (note: Note): NoteFormValues => ({
  note: note.note,
  variant: note.variant,
  createdBy: note.createdBy ?? '',
  startDate: note.startDate,
  endDate: note.endDate,
  dueDate: note.dueDate,
});

export const formValuesToInput = (locationFk: number, values: NoteFormValues): NoteInput => ({
  locationFk,
  note: values.note.trim(),
  variant: values.variant,
  createdBy: values.createdBy.trim() || null,
  startDate: values.startDate || null,
  endDate: values.endDate || null,
  dueDate: values.dueDate || null,
});
