import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Alert, Button } from '@mui/material';
import { showsZeroCreditBanner } from '@terna/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { useClientInfo } from '@/shared/session/useSessionData';
import { subscriptionsApi } from '../api/subscriptions.api';
import { openInNewTab } from '../hooks/useSubscription';

/**
 * The zero-credit banner (spec 3 section 2): a PYME whose e-talent plan has exactly 0 credits is asked to
 * buy a subscription. Its exit confirmation warns that the page leaves Terna; accepting opens the
 * subscriptions page in a new tab with the user's mail and the company id (SUBSCRIPTION_STORE_URL).
 */
export function ZeroCreditBanner() {
  const { t } = useTranslation('shell');
  const notify = useSnackbar();
  const { clientInfo } = useClientInfo();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!clientInfo || !showsZeroCreditBanner(clientInfo.plans, clientInfo.companyType)) return null;

  const accept = async () => {
    const tab = openInNewTab();
    setBusy(true);
    try {
      const { storeLink } = await subscriptionsApi.status(clientInfo.id);
      tab.go(storeLink);
      setConfirming(false);
    } catch (caught) {
      tab.close();
      notify({ message: caught instanceof Error ? caught.message : String(caught), severity: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Alert
        severity="warning"
        icon={<WarningAmberIcon />}
        square
        role="region"
        aria-label={t('zeroCreditBanner.label')}
        action={
          <Button color="inherit" variant="outlined" size="small" onClick={() => setConfirming(true)}>
            {t('zeroCreditBanner.buy')}
          </Button>
        }
        sx={{
          alignItems: 'center',
          flexWrap: 'wrap',
          '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' }, pl: { xs: 0, sm: 2 } },
        }}
      >
        {t('zeroCreditBanner.message')}
      </Alert>
      {confirming && (
        <ConfirmDialog
          title={t('zeroCreditBanner.confirmTitle')}
          body={t('zeroCreditBanner.confirmBody')}
          confirmLabel={t('zeroCreditBanner.accept')}
          busy={busy}
          onClose={() => setConfirming(false)}
          onConfirm={() => void accept()}
        />
      )}
    </>
  );
}
