import { ApiError, networkError, parseApiError, type StatusErrorTable } from './errors';
import { pathForSubject, type Subject } from './subject';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRequest {
  method?: ApiMethod;
  path: string;
  /** sent as JSON */
  body?: unknown;
  /** sent as application/x-www-form-urlencoded (the token call) */
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /**
   * Whose data the call is about (default the signed-in user): a target user or a public link turns
   * `path` into its admin or public variant and adds the header that names the subject.
   */
  subject?: Subject;
  signal?: AbortSignal;
  /** optional per-status error codes (catalogue parsing rule) */
  statusErrors?: StatusErrorTable;
}

const isAbort = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

// a spread, not a literal: Node's RequestInit (the server type-checks this file too) has no `cache`
const NO_STORE = { cache: 'no-store' } as const;

export async function apiRequest<T>(req: ApiRequest): Promise<T> {
  const target = req.subject ? pathForSubject(req.subject, req.path) : { path: req.path, headers: {} };
  const headers: Record<string, string> = { Accept: 'application/json', ...req.headers, ...target.headers };
  let body: string | undefined;
  if (req.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(req.form).toString();
  } else if (req.body !== undefined || (req.method ?? 'GET') !== 'GET') {
    // Every state-changing call says JSON, even without a body: the server's CSRF defence refuses a
    // cookie-carrying request with any other content type (a cross-site form cannot send this one).
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(req.body ?? {});
  }

  let response: Response;
  try {
    response = await fetch(target.path, {
      method: req.method ?? 'GET',
      headers,
      body,
      credentials: 'same-origin',
      ...NO_STORE,
      signal: req.signal,
    });
  } catch (error) {
    // a cancelled request is not a failure to show; let the caller see the abort as is
    if (isAbort(error)) throw error;
    throw networkError(error);
  }

  if (!response.ok) throw await parseApiError(response, req.statusErrors);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new ApiError({
      httpStatusCode: response.status,
      errorCode: 'generalError',
      description: error instanceof Error ? error.message : undefined,
    });
  }
}
