import { Avatar, Box, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode } from '@/shared/lib/apollo';
import { paths } from '@/shared/lib/paths';
import { useLocale } from '@/shared/hooks/useLocale';
import { MessagePage } from '@/shared/ui/MessagePage';
import type { InvitationQuery } from '@/gql/graphql';

type Invitation = InvitationQuery['getInvitation'];

interface InvitationFrameProps {
  invitation: Invitation | null;
  loading: boolean;
  error: unknown;
  children: (invitation: Invitation) => ReactNode;
}

/**
 * The frame of both invitation pages, outside the signed-in layout: the inviting company, and a clear
 * page instead of the form when the link is unknown, used, cancelled or expired.
 */
export function InvitationFrame({ invitation, loading, error, children }: InvitationFrameProps) {
  const { t } = useTranslation('users');
  const { to } = useLocale();
  const signIn = { label: t('invitation.signIn'), to: to(paths.login) };
  if (loading)
    return (
      <Box component="main" id="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 2 }}>
        <Skeleton
          variant="rounded"
          width="min(100%, 480px)"
          height={420}
          aria-busy="true"
          aria-label={t('invitation.loading')}
        />
      </Box>
    );
  if (error || !invitation) {
    const code = errorCode(error);
    return (
      <MessagePage
        title={t('invitation.invalidTitle')}
        body={code === 'INVITATION_INVALID' || !code ? t('invitation.invalid') : String((error as Error).message)}
        action={signIn}
      />
    );
  }
  if (invitation.invitationStatus === 'ACTIVATED')
    return <MessagePage title={t('invitation.usedTitle')} body={t('invitation.used')} action={signIn} />;
  if (invitation.invitationStatus === 'CANCELLED')
    return <MessagePage title={t('invitation.cancelledTitle')} body={t('invitation.cancelled')} />;
  if (invitation.expired) return <MessagePage title={t('invitation.expiredTitle')} body={t('invitation.expired')} />;
  return (
    <Box
      component="main"
      id="main"
      sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: { xs: 1.5, sm: 3 } }}
    >
      <Paper sx={{ p: { xs: 2.5, sm: 4 }, width: 'min(100%, 520px)' }}>
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
          <Avatar
            src={invitation.logoUrl ?? undefined}
            alt=""
            variant="rounded"
            sx={{ width: 64, height: 64, bgcolor: 'primary.main' }}
          >
            {invitation.commercialName.charAt(0)}
          </Avatar>
          <Typography variant="h5" component="h1">
            {t('invitation.title', { company: invitation.commercialName })}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {invitation.invitedBy
              ? t('invitation.invitedBy', { name: invitation.invitedBy, email: invitation.email })
              : t('invitation.invitedAddress', { email: invitation.email })}
          </Typography>
        </Stack>
        {children(invitation)}
      </Paper>
    </Box>
  );
}
