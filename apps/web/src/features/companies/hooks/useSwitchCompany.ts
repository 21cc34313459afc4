import { useState } from 'react';
import { restFetch } from '@/shared/lib/api';
import { localePath, currentLocale } from '@/shared/lib/locale';
import { paths } from '@/shared/lib/paths';
import { session, type SessionTokens } from '@/shared/lib/session';

/** Acting in another company is a new session scoped to it; the app reloads so no data of the old company stays cached. */
export function useSwitchCompany() {
  const [switching, setSwitching] = useState<number | null>(null);
  const switchTo = async (companyId: number) => {
    setSwitching(companyId);
    try {
      session.store(await restFetch<SessionTokens>('/auth/switch-company', { method: 'POST', body: { companyId } }));
      window.location.assign(localePath(currentLocale(), paths.processList));
    } finally {
      setSwitching(null);
    }
  };
  return { switchTo, switching };
}
