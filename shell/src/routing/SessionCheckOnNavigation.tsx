import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { sessionActions } from '../session';

/**
 * On each navigation the token is checked with the server. The check itself does nothing until the
 * page-load check has established a session, so no "first render" bookkeeping is needed here: such a
 * flag would reset whenever the app remounts (a language change) and skip exactly that navigation.
 * Coming back online is checked too: a page opened offline shows the user last confirmed, whose session
 * the server may have ended meanwhile (docs/offline.md).
 */
export function SessionCheckOnNavigation() {
  const { pathname } = useLocation();
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(sessionActions.checkRequested());
  }, [pathname, dispatch]);
  useEffect(() => {
    const check = () => dispatch(sessionActions.checkRequested());
    window.addEventListener('online', check);
    return () => window.removeEventListener('online', check);
  }, [dispatch]);
  return null;
}
