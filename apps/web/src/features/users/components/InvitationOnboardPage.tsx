import { Alert, Button, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { errorText } from '@/shared/lib/apollo';
import { useLocale } from '@/shared/hooks/useLocale';
import { paths } from '@/shared/lib/paths';
import { resumeSession } from '@/shared/lib/session';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { useInvitation, useInvitationMe, useJoinCompany } from '../hooks/useInvitation';
import { InvitationFrame } from './InvitationPage';

/** invitation-onboard-hash: someone with an account signs in (if needed) and joins the inviting company with it. */
export function InvitationOnboardPage() {
  const { hash = '' } = useParams();
  const { invitation, loading, error } = useInvitation(hash);
  return (
    <InvitationFrame invitation={invitation} loading={loading} error={error}>
      {(found) => <JoinPanel token={hash} email={found.email} company={found.commercialName} />}
    </InvitationFrame>
  );
}

function JoinPanel({ token, email, company }: { token: string; email: string; company: string }) {
  const { t } = useTranslation('users');
  const { to } = useLocale();
  const location = useLocation();
  const notify = useSnackbar();
  const join = useJoinCompany();
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  const [joining, setJoining] = useState(false);
  const me = useInvitationMe(signedIn === true);

  useEffect(() => {
    void resumeSession().then(setSignedIn);
  }, []);

  if (signedIn === null || me.loading) return null;
  if (!signedIn) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <Stack spacing={2}>
        <Alert severity="info">{t('invitation.signInToJoin', { email })}</Alert>
        <Button variant="contained" component={RouterLink} to={`${to(paths.login)}?redirect=${redirect}`}>
          {t('invitation.signIn')}
        </Button>
      </Stack>
    );
  }
  if (me.mail && me.mail.toLowerCase() !== email.toLowerCase())
    return (
      <Stack spacing={2}>
        <Alert severity="warning">{t('invitation.otherAccount', { email, current: me.mail })}</Alert>
        <Button variant="outlined" component={RouterLink} to={to(paths.logout)}>
          {t('invitation.signOut')}
        </Button>
      </Stack>
    );
  return (
    <Button
      variant="contained"
      size="large"
      fullWidth
      loading={joining}
      onClick={() => {
        setJoining(true);
        join(token)
          .catch((failure: unknown) => notify({ message: errorText(failure), severity: 'error' }))
          .finally(() => setJoining(false));
      }}
    >
      {t('invitation.join', { company })}
    </Button>
  );
}
