import { getIn, setIn } from 'final-form';
import { ValidationError, type AnyObjectSchema } from 'yup';
import type { FieldErrorMessage } from './fieldError';

const MESSAGE_ID = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;

/** yup's own messages (when a schema gives none) mapped by rule type to shared message ids. */
const BY_TYPE: Record<string, string> = {
  required: 'common.requiredField',
  optionality: 'common.requiredField',
  nullable: 'common.requiredField',
  max: 'common.maxLength',
  min: 'common.minLength',
  typeError: 'common.invalidValue',
};

const VALUE_PARAMS = ['min', 'max', 'length', 'less', 'more'] as const;

const valuesOf = (
  params: Record<string, unknown> | undefined,
): Record<string, string | number> | undefined => {
  if (!params) return undefined;
  const values: Record<string, string | number> = {};
  for (const key of VALUE_PARAMS) {
    const value = params[key];
    if (typeof value === 'number' || typeof value === 'string') values[key] = value;
  }
  return Object.keys(values).length ? values : undefined;
};

/** One yup error as a message id with values: the schema's message when it is an id, else by rule type. */
export const toMessage = (error: ValidationError): FieldErrorMessage => {
  const values = valuesOf(error.params);
  const message = error.message;
  if (typeof message === 'string' && MESSAGE_ID.test(message))
    return values ? { id: message, values } : { id: message };
  const id = (error.type && BY_TYPE[error.type]) || 'common.invalidValue';
  return values ? { id, values } : { id };
};

export type FormErrors = Record<string, unknown>;

/**
 * final-form `validate` from a yup schema: every failing path gets its first message as
 * `{ id, values }`; nested paths use final-form's `setIn`. Synchronous, so messages appear at once.
 */
export const validateWithYup =
  <Values extends object>(schema: AnyObjectSchema) =>
  (values: Values): FormErrors => {
    try {
      schema.validateSync(values, { abortEarly: false });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      let errors: FormErrors = {};
      const inner = error.inner.length ? error.inner : [error];
      for (const item of inner) {
        const path = item.path ?? '';
        if (path && getIn(errors, path) === undefined)
          errors = setIn(errors, path, toMessage(item)) as FormErrors;
      }
      return errors;
    }
  };
