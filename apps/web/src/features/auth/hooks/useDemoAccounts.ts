import { useEffect, useState } from 'react';
import { fetchDemoAccounts, type DemoAccount } from '../api/auth.api';

/** The demo accounts, when the server has demo data loaded; none otherwise. */
export function useDemoAccounts(): { password: string; accounts: DemoAccount[] } {
  const [demo, setDemo] = useState<{ password: string; accounts: DemoAccount[] }>({ password: '', accounts: [] });
  useEffect(() => {
    let active = true;
    fetchDemoAccounts()
      .then((data) => active && setDemo(data))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);
  return demo;
}
