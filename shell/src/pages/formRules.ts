import type { FieldErrorMessage } from '@portal/shared';

/**
 * Field rules for the logged-out forms (login, reset password). Not yup: these pages ship in the lean
 * entry (docs/first-load.md), where yup would be about 10 KB gzip for three rules. A rule answers the
 * message id of its failure.
 */
export type Rule<Values> = (value: unknown, values: Values) => string | undefined;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Something other than spaces. */
export const filled: Rule<unknown> = (value) => (text(value).trim() ? undefined : 'common.requiredField');

/** Any character at all: a password of spaces is a password. */
export const given: Rule<unknown> = (value) => (text(value) ? undefined : 'common.requiredField');

export const matches =
  (pattern: RegExp, id: string): Rule<unknown> =>
  (value) =>
    pattern.test(text(value)) ? undefined : id;

export const sameAs =
  <Values>(field: keyof Values, id: string): Rule<Values> =>
  (value, values) =>
    value === values[field] ? undefined : id;

/** final-form `validate`: each field gets the message of its first failing rule, as shared fields show it. */
export const validateFields =
  <Values extends object>(rules: { [Field in keyof Values]?: Rule<Values>[] }) =>
  (values: Values): Partial<Record<keyof Values, FieldErrorMessage>> => {
    const errors: Partial<Record<keyof Values, FieldErrorMessage>> = {};
    for (const field of Object.keys(rules) as (keyof Values)[]) {
      for (const rule of rules[field] ?? []) {
        const id = rule(values[field], values);
        if (id) {
          errors[field] = { id };
          break;
        }
      }
    }
    return errors;
  };
