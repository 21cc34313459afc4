import { useCallback, useEffect, useState } from 'react';
import { usePortal } from '../context';
import type { Journey } from '../types';
import { journeyApi } from './journey-api';

/** The candidate's journey (GET /portal-web/me), reloaded on demand; failures go to the portal's handler. */
export function useJourney(): { journey: Journey | null; reload: () => void; setJourney: (journey: Journey) => void } {
  const { fail } = usePortal();
  const [journey, setJourney] = useState<Journey | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    journeyApi.me().then(
      (loaded) => current && setJourney(loaded),
      (error: unknown) => current && fail(error),
    );
    return () => {
      current = false;
    };
  }, [attempt, fail]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { journey, reload, setJourney };
}
