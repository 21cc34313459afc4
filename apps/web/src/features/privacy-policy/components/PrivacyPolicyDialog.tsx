import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Link,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { externalLinks, paths } from '@/shared/lib/paths';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { useAcceptPrivacyPolicy } from '../hooks/useAcceptPrivacyPolicy';

/** The persistent privacy-policy dialog and its "are you sure?" confirmation (spec 2 sections 2.11, 4.5). */
export function PrivacyPolicyDialog({ link }: { link: string }) {
  const { t } = useTranslation('privacy');
  const navigate = useNavigate();
  const { to } = useLocale();
  const notify = useSnackbar();
  const { accept, saving } = useAcceptPrivacyPolicy();
  const [checked, setChecked] = useState(false);
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
      <Dialog
        open={!confirmingReject}
        aria-labelledby="privacy-title"
        aria-describedby="privacy-body"
        maxWidth="sm"
        fullWidth
      >
        <DialogTitle id="privacy-title">{t('title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="privacy-body" sx={{ mb: 2 }}>
            {t('body')}{' '}
            <Link href={`${externalLinks.privacyPolicyBase}${link}`} target="_blank" rel="noopener noreferrer">
              {t('link')}
            </Link>
          </DialogContentText>
          <FormControlLabel
            control={<Checkbox checked={checked} onChange={(event) => setChecked(event.target.checked)} />}
            label={t('checkbox')}
          />
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={() => setConfirmingReject(true)}>
            {t('reject')}
          </Button>
          <Button variant="contained" disabled={!checked} loading={saving} onClick={() => void onAccept()}>
            {t('accept')}
          </Button>
        </DialogActions>
      </Dialog>
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
