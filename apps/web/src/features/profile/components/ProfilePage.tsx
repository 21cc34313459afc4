import { useQuery } from '@apollo/client/react';
import { Alert, Box, Paper, Skeleton, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/hooks/useLocale';
import { errorText } from '@/shared/lib/apollo';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { ProfileQuery } from '../graphql/profile.graphql';
import { useSaveProfile } from '../hooks/useSaveProfile';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** /account/profile: the user's own data and their password. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { locale } = useLocale();
  const notify = useSnackbar();
  const { data, loading, error } = useQuery(ProfileQuery);
  const { save, saving } = useSaveProfile(locale);

  if (error && !data) return <Alert severity="error">{errorText(error)}</Alert>;
  const me = data?.me;
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Section title={t('form.title')}>
        {loading || !me ? (
          <Skeleton variant="rounded" height={240} aria-label={t('loading')} />
        ) : (
          <ProfileForm
            key={me.id}
            mail={me.mail}
            countries={data.countries}
            busy={saving}
            initial={{
              firstName: me.firstName,
              lastName: me.lastName,
              phone: me.phone ?? '',
              language: me.language,
              country: me.country,
              birthDate: me.birthDate ?? '',
            }}
            onSave={async (values) => {
              try {
                await save(values);
                notify({ message: t('form.saved') });
              } catch (caught) {
                notify({ message: caught instanceof Error ? caught.message : String(caught), severity: 'error' });
              }
            }}
          />
        )}
      </Section>
      <Section title={t('password.title')}>
        <PasswordForm />
      </Section>
    </Box>
  );
}
