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
  /**
   * false for the session's own calls (the page-load and navigation checks, login, logout), which decide
   * about the session themselves; every other call reports a refused session (`onSessionRefused`)
   */
  reportsRefusedSession?: boolean;
  /** 'blob' for a file (an invoice PDF): the body as a Blob instead of parsed JSON */
  as?: 'json' | 'blob';
  /**
   * The answer of this very request, already sent by the page's first script (the shell's early session
   * check): read like a fetch of its own, which is then not made
   */
  sent?: Promise<Response>;
}

/** A call the server answered 401 `invalid_token`: the signed-in user's session is gone. */
export interface SessionRefusal {
  path: string;
}
type SessionRefusalListener = (refusal: SessionRefusal) => void;

// On the page, not in this module: a bundle that ever carried its own copy of this file (a remote built
// without the shared singleton) must still reach the shell's session.
const REFUSAL_LISTENERS = Symbol.for('portal.api.sessionRefusalListeners');
const refusalListeners = (): Set<SessionRefusalListener> => {
  const page = globalThis as { [REFUSAL_LISTENERS]?: Set<SessionRefusalListener> };
  return (page[REFUSAL_LISTENERS] ??= new Set());
};

/**
 * The shell's session listens here: any module's call answered 401 `invalid_token` for the signed-in
 * user (an admin's Target-User calls included: the token refused is the admin's own) tells it, so every
 * page ends a refused session the same way. A public link's refusals are about the link, not a session.
 * Returns the unsubscribe function.
 */
export function onSessionRefused(listener: SessionRefusalListener): () => void {
  refusalListeners().add(listener);
  return () => void refusalListeners().delete(listener);
}

async function reportRefusedSession(req: ApiRequest, response: Response): Promise<void> {
  if (response.status !== 401 || req.reportsRefusedSession === false || req.subject?.kind === 'public')
    return;
  // read from a copy: the caller's error parsing (which may map 401 to its own code) reads the body
  const refusal = await parseApiError(response.clone());
  if (refusal.errorCode !== 'invalid_token') return;
  for (const listener of [...refusalListeners()]) {
    try {
      listener({ path: req.path });
    } catch (error) {
      console.error('[api] a session refusal listener failed', error);
    }
  }
}

const NETWORK_FAILURE = Symbol.for('portal.api.networkFailure');

/** fetch itself failed (offline, server unreachable): no answer came, so nothing is known of the session. */
export function networkFailure(cause: unknown): ApiError {
  const error = networkError(cause);
  Object.defineProperty(error, NETWORK_FAILURE, { value: true });
  return error;
}

/** True for a call that got no answer at all, as opposed to any answer of the server (a 401, a 500). */
export const isNetworkFailure = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && NETWORK_FAILURE in error;

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
    response = await (req.sent ??
      fetch(target.path, {
        method: req.method ?? 'GET',
        headers,
        body,
        credentials: 'same-origin',
        ...NO_STORE,
        signal: req.signal,
      }));
  } catch (error) {
    // a cancelled request is not a failure to show; let the caller see the abort as is
    if (isAbort(error)) throw error;
    throw networkFailure(error);
  }

  if (!response.ok) {
    await reportRefusedSession(req, response);
    throw await parseApiError(response, req.statusErrors);
  }
  if (response.status === 204) return undefined as T;
  if (req.as === 'blob') return (await response.blob()) as T;
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
