import { Navigate } from 'react-router-dom';
import { usePortal } from '@portal/shared';
import { useShell } from '../app/ShellContext';
import { resolveCatchAll } from './accessRules';
import { SessionPending } from './SessionPending';
import { useSession } from './useSession';

/** Any endpoint nothing else serves: the spec's catch-all rules. */
export function CatchAll() {
  const { resolved, user } = useSession();
  const { instance, pathTo } = usePortal();
  const { visibleMenu } = useShell();
  if (!resolved) return <SessionPending />;
  const endpoint = resolveCatchAll({ instance, loggedIn: user !== null, visibleMenu });
  return <Navigate to={pathTo(endpoint)} replace />;
}
