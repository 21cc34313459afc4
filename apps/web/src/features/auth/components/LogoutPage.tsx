import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { apolloClient } from '@/shared/lib/apollo';
import { paths } from '@/shared/lib/paths';
import { session } from '@/shared/lib/session';
import { PageLoader } from '@/shared/ui/PageLoader';
import { signOut } from '../api/auth.api';

/** auth-logout: revokes the refresh session, clears local storage and the cache, back to sign-in. */
export function LogoutPage() {
  const navigate = useNavigate();
  const { to } = useLocale();

  useEffect(() => {
    let active = true;
    void signOut()
      .catch(() => undefined)
      .finally(async () => {
        session.clear();
        await apolloClient().clearStore();
        if (active) await navigate(to(paths.login), { replace: true });
      });
    return () => {
      active = false;
    };
  }, [navigate, to]);

  return <PageLoader />;
}
