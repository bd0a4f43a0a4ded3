import type { FieldMetaState } from 'react-final-form';

/** A validation message as a message id with its ICU values, so fields translate it at render time. */
export interface FieldErrorMessage {
  id: string;
  values?: Record<string, string | number>;
}

export type FieldError = FieldErrorMessage | string | undefined;

export const toFieldErrorMessage = (error: unknown): FieldErrorMessage | undefined => {
  if (!error) return undefined;
  if (typeof error === 'string') return { id: error };
  if (typeof error === 'object' && typeof (error as FieldErrorMessage).id === 'string') {
    return error as FieldErrorMessage;
  }
  return { id: 'common.invalidValue' };
};

/** The message to show: only after the field is touched (blurred once, or the form was submitted). */
export const visibleFieldError = (meta: FieldMetaState<unknown>): FieldErrorMessage | undefined => {
  if (!meta.touched) return undefined;
  return toFieldErrorMessage(meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError));
};
