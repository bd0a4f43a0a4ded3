import { usePortal } from '@portal/shared';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { NotesAccess } from './state/types';

/**
 * A `customerData` in the address makes this the public page (the signed value opens one customer's
 * notes without login, even for a logged-in visitor); otherwise it is the logged-in user's page.
 * null: neither, so the page asks to log in.
 */
export const useNotesAccess = (): NotesAccess | null => {
  const { user, instance } = usePortal();
  const [params] = useSearchParams();
  const customerData = params.get('customerData');
  // stable across session re-checks (a new user object each time) so the page does not refetch
  const loggedIn = user !== null;
  return useMemo(() => {
    if (customerData) return { kind: 'public', customerData, instance: instance.id };
    if (loggedIn) return { kind: 'user' };
    return null;
  }, [customerData, instance.id, loggedIn]);
};
