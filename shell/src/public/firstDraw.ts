import type { Store } from 'redux';
import type { BootResult } from '../app/bootInstance';
import { loadLoginNotification } from '../pages/login/useLoginNotification';
import { parsePortalPath } from '../routing/paths';
import { selectSessionStatus } from '../session';

const sessionKnown = (store: Store): boolean => {
  const status = selectSessionStatus(store.getState());
  return status === 'loggedIn' || status === 'loggedOut';
};

const sessionAnswered = (store: Store): Promise<void> =>
  new Promise((resolve) => {
    if (sessionKnown(store)) return resolve();
    const unsubscribe = store.subscribe(() => {
      if (!sessionKnown(store)) return;
      unsubscribe();
      resolve();
    });
  });

/** The pages that show a spinner until the session is known (LoggedOutOnly); not the OpenID return. */
const SESSION_FIRST = new Set(['welcome', 'login', 'reset-password']);

/**
 * Resolves when the logged-out page has what its first frame shows (docs/first-load.md): the boot's result,
 * for an instance that booted the answer of the page load's session check (until then welcome, login and
 * reset-password show a spinner), and on the login page its notice. Drawing each step as it comes is a
 * whole render of the page at a slow phone's speed for each.
 */
export function whenReadyToDraw(boot: Promise<BootResult>, pathname: string): Promise<void> {
  const page = parsePortalPath(pathname).endpoint.replace(/\/+$/, '');
  return boot.then(async (result) => {
    if (result.phase !== 'ready') return;
    const notice = result.instance.login.notificationFile;
    await Promise.all([
      SESSION_FIRST.has(page) ? sessionAnswered(result.portalStore.store) : null,
      notice && page === 'login' ? loadLoginNotification(result.instance.id, notice, result.language) : null,
    ]);
  });
}
