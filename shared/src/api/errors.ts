/**
 * The error catalogue's parsing rule (admin-and-calls, section 8): a non-OK response is mapped by status
 * through an optional per-status table; otherwise the body's `error` gives the code (with
 * `error_description` as description), or its `reason`/`errors` fields give validation errors.
 * A network failure gives status 500 and `generalError`; a 503 is a synthesised service-unavailable error.
 */

export interface ApiErrorInit {
  httpStatusCode: number;
  errorCode: string;
  description?: string;
  details?: Record<string, unknown>;
  /** true when `errorCode` is a message id suffix under `errors.` that the UI should translate */
  translate?: boolean;
}

/** The plain-object form of an ApiError, for redux state (which must stay serializable). */
export interface ApiErrorData {
  httpStatusCode: number;
  errorCode: string;
  description?: string;
  details?: Record<string, unknown>;
  translate: boolean;
}

export class ApiError extends Error implements ApiErrorData {
  httpStatusCode: number;
  errorCode: string;
  description?: string;
  details?: Record<string, unknown>;
  translate: boolean;

  constructor(init: ApiErrorInit) {
    super(init.description ?? init.errorCode);
    this.name = 'ApiError';
    this.httpStatusCode = init.httpStatusCode;
    this.errorCode = init.errorCode;
    this.description = init.description;
    this.details = init.details;
    this.translate = init.translate ?? true;
  }

  /** the message id the UI shows, e.g. 'errors.bad_credentials' */
  get messageId(): string {
    return `errors.${this.errorCode}`;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

export const isApiErrorData = (value: unknown): value is ApiErrorData =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ApiErrorData).errorCode === 'string' &&
  typeof (value as ApiErrorData).httpStatusCode === 'number';

/** Anything thrown, as serializable error data; what is not an API error becomes generalError. */
export const toApiErrorData = (error: unknown): ApiErrorData => {
  if (!isApiErrorData(error))
    return { httpStatusCode: 500, errorCode: CLIENT_ERROR_CODES.generalError, translate: true };
  const data: ApiErrorData = {
    httpStatusCode: error.httpStatusCode,
    errorCode: error.errorCode,
    translate: error.translate ?? true,
  };
  if (error.description !== undefined) data.description = error.description;
  if (error.details !== undefined) data.details = error.details;
  return data;
};

/** Error codes synthesised on the client (not sent by the server). */
export const CLIENT_ERROR_CODES = {
  generalError: 'generalError',
  serviceUnavailable: 'serviceUnavailable',
  validationsFail: 'validations_fail',
} as const;

/** Overrides by HTTP status, e.g. `{ 401: 'accessDeniedError' }` for the admin searches. */
export type StatusErrorTable = Partial<Record<number, string>>;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const readBody = async (response: Response): Promise<unknown> => {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return undefined;
  }
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const validationErrors = (body: Json): ApiError | null => {
  const { reason, errors } = body;
  if (reason === undefined && errors === undefined) return null;
  const details: Json = {};
  if (reason !== undefined) details.reason = reason;
  if (errors !== undefined) details.errors = errors;
  return new ApiError({
    httpStatusCode: 0,
    errorCode: CLIENT_ERROR_CODES.validationsFail,
    description: typeof reason === 'string' ? reason : undefined,
    details,
  });
};

export async function parseApiError(response: Response, statusTable?: StatusErrorTable): Promise<ApiError> {
  const status = response.status;
  const mapped = statusTable?.[status];
  if (mapped) return new ApiError({ httpStatusCode: status, errorCode: mapped });

  const body = await readBody(response);
  if (isObject(body)) {
    if (typeof body.error === 'string' && body.error) {
      return new ApiError({
        httpStatusCode: status,
        errorCode: body.error,
        description: typeof body.error_description === 'string' ? body.error_description : undefined,
        details: isObject(body.details) ? body.details : undefined,
      });
    }
    const validation = validationErrors(body);
    if (validation) {
      validation.httpStatusCode = status;
      return validation;
    }
  }
  if (status === 503) {
    return new ApiError({ httpStatusCode: 503, errorCode: CLIENT_ERROR_CODES.serviceUnavailable });
  }
  return new ApiError({
    httpStatusCode: status,
    errorCode: CLIENT_ERROR_CODES.generalError,
    description: typeof body === 'string' && body ? body.slice(0, 500) : undefined,
  });
}

/** fetch itself failed (offline, DNS, CORS, reset): status 500 and generalError. */
export const networkError = (cause: unknown): ApiError => {
  const error = new ApiError({ httpStatusCode: 500, errorCode: CLIENT_ERROR_CODES.generalError });
  (error as Error & { cause?: unknown }).cause = cause;
  return error;
};
