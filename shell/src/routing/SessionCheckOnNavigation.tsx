import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { sessionActions } from '../session';

/** On each navigation the token is checked with the server (the page load has its own check). */
export function SessionCheckOnNavigation() {
  const { pathname } = useLocation();
  const dispatch = useDispatch();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    dispatch(sessionActions.checkRequested());
  }, [pathname, dispatch]);
  return null;
}
