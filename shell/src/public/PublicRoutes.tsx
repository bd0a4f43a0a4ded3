import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { PortalLayout } from '../layout/PortalLayout';
import { ProgressLoader } from '../loader/ProgressLoader';
import type * as Real from '../routing/PortalRoutes';
import { fullPageReplace } from '../session/fullPageRedirect';
import { handOverVerified } from '../session/recentCheck';
import { loggedOutRoutes } from './loggedOutRoutes';
import { prefetchHostEntryWhenIdle } from './prefetchHost';

/**
 * Any other address is the federation host's: a real page load of it (the server sends index.html), in
 * place of the entry the router already made, so Back does not land on the same address twice.
 */
export function FullPageLoad() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    // after a login here, the host's boot takes the user just fetched instead of asking again
    handOverVerified();
    fullPageReplace(pathname + search + hash);
  }, [pathname, search, hash]);
  return <ProgressLoader />;
}

/**
 * Stands in for routing/PortalRoutes in the logged-out pages' entry (shell/rspack.config.mjs): the
 * logged-out pages, and a page load for the rest, e.g. the target of a successful login.
 */
export const PortalRoutes: typeof Real.PortalRoutes = () => {
  // once the page has drawn: the host's entry, for the page after login (a prefetch hint, when idle)
  useEffect(() => prefetchHostEntryWhenIdle(), []);
  return (
    <Routes>
      <Route element={<PortalLayout />}>
        {loggedOutRoutes()}
        <Route path="*" element={<FullPageLoad />} />
      </Route>
    </Routes>
  );
};
