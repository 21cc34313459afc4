import { Button, Link, Stack } from '@mui/material';
import { acceptUserInvitationSchema } from '@terna/domain';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { FormCheckbox, FormTextField, translatedZodResolver } from '@/shared/forms';
import { errorText } from '@/shared/lib/apollo';
import { useLocale } from '@/shared/hooks/useLocale';
import { paths } from '@/shared/lib/paths';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { useAcceptInvitation, useInvitation } from '../hooks/useInvitation';
import { InvitationFrame } from './InvitationPage';

const formSchema = acceptUserInvitationSchema.omit({ token: true });

/** invitation-activate: the invitee sets a name and a password, accepts the privacy policy and lands in the company. */
export function InvitationActivatePage() {
  const { t } = useTranslation('users');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { invitation, loading, error } = useInvitation(token);
  return (
    <InvitationFrame
      invitation={invitation}
      loading={loading}
      error={token ? error : new Error(t('invitation.invalid'))}
    >
      {(found) => (found.registered ? <HasAccount token={token} /> : <ActivateForm token={token} />)}
    </InvitationFrame>
  );
}

function HasAccount({ token }: { token: string }) {
  const { t } = useTranslation('users');
  const { to } = useLocale();
  return (
    <Stack spacing={2}>
      <span>{t('invitation.hasAccount')}</span>
      <Button variant="contained" component={RouterLink} to={to(paths.invitationOnboard.replace(':hash', token))}>
        {t('invitation.joinWithAccount')}
      </Button>
    </Stack>
  );
}

function ActivateForm({ token }: { token: string }) {
  const { t } = useTranslation('users');
  const { t: tv } = useTranslation();
  const notify = useSnackbar();
  const accept = useAcceptInvitation();
  const form = useForm({
    resolver: translatedZodResolver(formSchema, tv),
    // Unticked until the invitee ticks it: the schema takes only true, so an unticked box is its error.
    defaultValues: { firstName: '', lastName: '', password: '', acceptPrivacyPolicy: false as unknown as true },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await accept({ token, ...values });
    } catch (failure) {
      notify({ message: errorText(failure), severity: 'error' });
    }
  });
  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={(event) => void submit(event)}
        aria-label={t('invitation.formLabel')}
      >
        <FormTextField
          name="firstName"
          label={t('invitation.firstName')}
          required
          fullWidth
          autoComplete="given-name"
        />
        <FormTextField name="lastName" label={t('invitation.lastName')} required fullWidth autoComplete="family-name" />
        <FormTextField
          name="password"
          type="password"
          label={t('invitation.password')}
          helperText={t('invitation.passwordHelp')}
          required
          fullWidth
          autoComplete="new-password"
        />
        <FormCheckbox
          name="acceptPrivacyPolicy"
          required
          label={
            <>
              {t('invitation.acceptPolicy')}{' '}
              <Link href="/legal/privacy-policy" target="_blank" rel="noopener">
                {t('invitation.policyLink')}
              </Link>
            </>
          }
        />
        <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
          {t('invitation.activate')}
        </Button>
      </Stack>
    </FormProvider>
  );
}
