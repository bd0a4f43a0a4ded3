// A fetch that answers by path and records what was asked (a test of a saga or a page that calls the API).
import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | undefined;
}

export type Answer = { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;
export type Handler = (call: RecordedCall) => Answer;

/** A promise the test resolves later, to hold a call pending. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * Installs a fetch that routes by path to `handlers` (a handler may return a promise to stay pending).
 * An aborted call rejects with an AbortError like the real fetch.
 */
export function mockFetch(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const path = String(input);
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      path,
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    const handler = handlers[path];
    if (!handler) return new Response(JSON.stringify({ error: 'not_found' }), { status: 404 });
    const aborted = new Promise<never>((_, reject) =>
      call.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    );
    const answer = await Promise.race([handler(call), aborted]);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (path: string) => calls.filter((c) => c.path === path),
  };
}
