import type { ApiErrorBody } from '@portal/shared/api/types';

export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 429;

export interface FieldIssue {
  field: string;
  rule: string;
}

/**
 * A refusal with its HTTP status and error-catalogue code. Services and pre-handlers throw it; the error
 * handler (plugins/errors.ts) sends it as `{ error, error_description?, details? }`. Anything else thrown
 * is a fault (500).
 */
export class Refusal extends Error {
  constructor(
    readonly status: RefusalStatus,
    readonly code: string,
    readonly description?: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(description ?? code);
    this.name = 'Refusal';
  }

  get body(): ApiErrorBody {
    return {
      error: this.code,
      ...(this.description === undefined ? {} : { error_description: this.description }),
      ...(this.details === undefined ? {} : { details: this.details }),
    };
  }
}

/** The same shape as a schema failure, so the client reads both alike. */
export const validationsFail = (
  fields: FieldIssue[],
  options: { description?: string; in?: 'body' } = {},
): Refusal =>
  new Refusal(
    400,
    'validations_fail',
    options.description,
    options.in ? { in: options.in, fields } : { fields },
  );
