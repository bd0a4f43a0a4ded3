import { useSelector } from 'react-redux';
import type { UserInfo } from '@portal/shared';
import { selectSessionStatus, selectUser } from '../session';

export interface SessionView {
  /** the page-load check (or an openid callback) has answered */
  resolved: boolean;
  user: UserInfo | null;
}

export function useSession(): SessionView {
  const status = useSelector(selectSessionStatus);
  const user = useSelector(selectUser);
  return {
    resolved: status === 'loggedIn' || status === 'loggedOut',
    user: status === 'loggedIn' ? user : null,
  };
}
