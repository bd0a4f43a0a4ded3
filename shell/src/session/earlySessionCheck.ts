/**
 * The page load's session check (`GET /auth/userinfo`) sent by the page's first script, before the entry has
 * been downloaded and run: on a throttled network the logged-out pages' entry takes about a second to arrive
 * and the check was one round trip more after it, before the first render (docs/first-load.md). The boot's
 * check takes this answer, once, instead of asking again; a later check always asks the server.
 *
 * The request is the one `apiRequest` sends for the check (`earlySessionCheck.test.ts` compares them). Held
 * on the page, not in this module: the first script and the entry are separate bundles. Nothing here may
 * import a shared module: it runs before the shared scope exists.
 */
const EARLY = Symbol.for('portal.session.earlyCheck');

type Page = { [EARLY]?: Promise<Response> | null };

export const SESSION_CHECK_PATH = '/auth/userinfo';

export function startEarlySessionCheck(): void {
  const page = globalThis as Page;
  if (page[EARLY]) return;
  const answer = fetch(SESSION_CHECK_PATH, {
    method: 'GET',
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    cache: 'no-store',
  });
  // a failure belongs to whoever takes the answer; one nobody takes must not report an unhandled rejection
  answer.catch(() => undefined);
  page[EARLY] = answer;
}

/** The early check's answer, once per page; null when none was sent or it has been taken. */
export function takeEarlySessionCheck(): Promise<Response> | null {
  const page = globalThis as Page;
  const answer = page[EARLY] ?? null;
  page[EARLY] = null;
  return answer;
}
