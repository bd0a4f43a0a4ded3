import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { usePortal } from '@portal/shared';
import { SessionPending } from './SessionPending';
import { useSession } from './useSession';

/** Welcome, login and reset-password open only for logged-out users; a logged-in user goes to '/'. */
export function LoggedOutOnly({ children }: { children: ReactNode }) {
  const { resolved, user } = useSession();
  const { pathTo } = usePortal();
  if (!resolved) return <SessionPending />;
  if (user) return <Navigate to={pathTo('')} replace />;
  return <>{children}</>;
}
