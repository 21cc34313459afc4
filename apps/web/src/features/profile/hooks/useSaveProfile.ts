import { useApolloClient } from '@apollo/client/react';
import type { Locale, UserProfileInput } from '@terna/domain';
import { LOCALE_RELOAD_DELAY_MS } from '@terna/domain';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { restFetch } from '@/shared/lib/api';
import { rememberLocale, switchLocalePath } from '@/shared/lib/locale';
import { CurrentUserQuery } from '@/shared/session/session.graphql';
import { ProfileQuery } from '../graphql/profile.graphql';

/**
 * PUT /people-web/persons/secure/me, then the header's user and this page read again. A new language
 * is applied the way the language selector applies one: the same page in that locale, reloaded.
 */
export function useSaveProfile(currentLocale: Locale) {
  const client = useApolloClient();
  const location = useLocation();
  const [saving, setSaving] = useState(false);

  const save = async (profile: UserProfileInput) => {
    setSaving(true);
    try {
      await restFetch('/people-web/persons/secure/me', { method: 'PUT', body: profile });
      await client.refetchQueries({ include: [CurrentUserQuery, ProfileQuery] });
      if (profile.language && profile.language !== currentLocale) {
        rememberLocale(profile.language);
        const target = `${switchLocalePath(location.pathname, profile.language)}${location.search}`;
        setTimeout(() => window.location.assign(target), LOCALE_RELOAD_DELAY_MS);
      }
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}
