import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { useMutation } from '@apollo/client/react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode, errorText } from '@/shared/lib/apollo';
import { useCurrentUser } from '@/shared/session/useSessionData';
import { RequestCreditsMutation } from '../graphql/credits.graphql';

type Result = 'success' | 'error' | 'noEmail' | 'limit';

/** Asks sales for more views: modes noCredits and initial, then a result with one accept button. */
export function CreditsDialog({
  open,
  mode,
  onClose,
}: {
  open: boolean;
  mode: 'noCredits' | 'initial';
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  const { user } = useCurrentUser();
  const [result, setResult] = useState<Result | null>(null);
  // The server's own words for a refusal it explains (the daily limit, with its numbers).
  const [detail, setDetail] = useState<string | null>(null);
  const [requestCredits, { loading }] = useMutation(RequestCreditsMutation);

  const request = async () => {
    if (!user?.mail) return setResult('noEmail');
    try {
      await requestCredits({ variables: { kind: 'VIEWS' } });
      setResult('success');
    } catch (error) {
      const code = errorCode(error);
      // The user's address may have been removed since the session began: the server checks it too.
      if (code === 'USER_EMAIL_REQUIRED') return setResult('noEmail');
      if (code === 'CREDIT_REQUEST_LIMIT') {
        setDetail(errorText(error));
        return setResult('limit');
      }
      setResult('error');
    }
  };
  const close = () => {
    setResult(null);
    setDetail(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby="credits-dialog-title">
      {result === null ? (
        <>
          <DialogTitle id="credits-dialog-title">
            {t(mode === 'noCredits' ? 'creditsDialog.noCreditsTitle' : 'creditsDialog.initialTitle')}
          </DialogTitle>
          <DialogContent>
            <Typography>{t('creditsDialog.body')}</Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('close', { ns: 'common' })}</Button>
            <Button variant="contained" onClick={() => void request()} loading={loading}>
              {t('creditsDialog.request')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <>
          <DialogTitle id="credits-dialog-title" sx={{ textAlign: 'center' }}>
            <Box sx={{ display: 'flex', justifyContent: 'center' }}>
              {result === 'success' ? (
                <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
              ) : (
                <ErrorIcon color="error" sx={{ fontSize: 56 }} />
              )}
            </Box>
            {t(
              result === 'success'
                ? 'creditsDialog.successMessage'
                : result === 'noEmail'
                  ? 'creditsDialog.emailErrorMessage'
                  : result === 'limit'
                    ? 'creditsDialog.limitMessage'
                    : 'creditsDialog.errorMessage',
            )}
          </DialogTitle>
          {result === 'success' && (
            <DialogContent>
              <Typography sx={{ textAlign: 'center' }}>{t('creditsDialog.successQuestion')}</Typography>
            </DialogContent>
          )}
          {result === 'limit' && detail && (
            <DialogContent>
              <Typography sx={{ textAlign: 'center' }}>{detail}</Typography>
            </DialogContent>
          )}
          <DialogActions sx={{ justifyContent: 'center' }}>
            <Button variant="contained" onClick={close}>
              {t('accept', { ns: 'common' })}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
