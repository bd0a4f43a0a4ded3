import { useSelector } from 'react-redux';
import { Navigate } from 'react-router-dom';
import { usePortal } from '@portal/shared';
import { useShell } from '../app/ShellContext';
import { selectSessionNotice } from '../session';
import { resolveCatchAll, staffMenuOf } from './accessRules';
import { SessionPending } from './SessionPending';
import { useSession } from './useSession';

/** Any endpoint nothing else serves: the spec's catch-all rules. */
export function CatchAll() {
  const { resolved, user } = useSession();
  const notice = useSelector(selectSessionNotice);
  const { instance, pathTo } = usePortal();
  const { visibleMenu, catalog } = useShell();
  if (!resolved) return <SessionPending />;
  // A session that just ended with a message (e.g. 'access token removed') belongs on the login page
  // that shows it, even when the page the user was on redirected to '/' first.
  if (!user && notice) return <Navigate to={pathTo('login')} replace />;
  const staffMenu = staffMenuOf({
    instance,
    catalog,
    user,
    districtHeatingHidden: user ? !user.hasHeatUsagePlaces : false,
  });
  const endpoint = resolveCatchAll({ instance, loggedIn: user !== null, visibleMenu, staffMenu });
  return <Navigate to={pathTo(endpoint)} replace />;
}
