import { isApiError } from '@portal/shared';
import type { CallFailure } from './types';

export interface ClassifiedFailure extends CallFailure {
  httpStatusCode: number;
}

/** Any thrown value as a catalogue failure; a non-ApiError is a client bug or a network failure. */
export function toFailure(error: unknown): ClassifiedFailure {
  if (isApiError(error)) {
    return {
      errorCode: error.errorCode,
      details: error.details ?? null,
      httpStatusCode: error.httpStatusCode,
    };
  }
  return { errorCode: 'generalError', details: null, httpStatusCode: 500 };
}
