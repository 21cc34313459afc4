import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Link } from '@mui/material';
import { privacyAcceptanceSchema } from '@terna/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormCheckbox, FormDialog } from '@/shared/forms';
import { useLocale } from '@/shared/hooks/useLocale';
import { externalLinks } from '@/shared/lib/external-links';
import { paths } from '@/shared/lib/paths';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { useAcceptPrivacyPolicy } from '../hooks/useAcceptPrivacyPolicy';

/** The persistent privacy-policy dialog and its "are you sure?" confirmation (spec 2 sections 2.11, 4.5). */
export function PrivacyPolicyDialog({ link }: { link: string }) {
  const { t } = useTranslation('privacy');
  const navigate = useNavigate();
  const { to } = useLocale();
  const notify = useSnackbar();
  const { accept, saving } = useAcceptPrivacyPolicy();
  const [confirmingReject, setConfirmingReject] = useState(false);

  const onAccept = async () => {
    try {
      await accept();
      notify({ message: t('successPolicyUpdated'), severity: 'success' });
    } catch {
      notify({ message: t('errorPolicyUpdated'), severity: 'error' });
    }
  };

  return (
    <>
      {/* Persistent: rejecting (Escape included) asks first, and only logging out leaves it. */}
      <FormDialog
        open={!confirmingReject}
        title={t('title')}
        describedBy="privacy-body"
        schema={privacyAcceptanceSchema}
        defaultValues={{ accepted: false }}
        onSubmit={onAccept}
        onClose={() => setConfirmingReject(true)}
        cancelLabel={t('reject')}
        submitLabel={t('accept')}
        submitDisabled={(values) => !values.accepted}
        busy={saving}
        persistent
        maxWidth="sm"
      >
        <DialogContentText id="privacy-body" sx={{ mb: 2 }}>
          {t('body')}{' '}
          <Link href={`${externalLinks.privacyPolicyBase}${link}`} target="_blank" rel="noopener noreferrer">
            {t('link')}
          </Link>
        </DialogContentText>
        <FormCheckbox name="accepted" label={t('checkbox')} />
      </FormDialog>
      <Dialog open={confirmingReject} aria-labelledby="privacy-confirm-title" maxWidth="xs" fullWidth>
        <DialogTitle id="privacy-confirm-title">{t('confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('confirmBody')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button color="error" onClick={() => void navigate(to(paths.logout))}>
            {t('closeSession')}
          </Button>
          <Button variant="contained" onClick={() => setConfirmingReject(false)}>
            {t('comeBack')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
