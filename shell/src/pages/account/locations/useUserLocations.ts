import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchUserLocations, type UsagePlace } from '@portal/shared';

export interface UserLocations {
  places: UsagePlace[];
  loading: boolean;
  error: unknown;
  reload: () => void;
}

/** The user's usage places (GET reportOptions), reloaded on demand; a newer load wins over an older one. */
export function useUserLocations(): UserLocations {
  const [places, setPlaces] = useState<UsagePlace[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const current = useRef<AbortController | null>(null);

  const reload = useCallback(() => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setLoading(true);
    setError(null);
    fetchUserLocations(undefined, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setPlaces(answer);
        setLoading(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failure);
        setLoading(false);
      },
    );
  }, []);

  useEffect(() => {
    reload();
    return () => current.current?.abort();
  }, [reload]);

  return { places, loading, error, reload };
}
