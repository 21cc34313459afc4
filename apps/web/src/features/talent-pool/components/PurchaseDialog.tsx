import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { CV_PURCHASE_DIALOG_WIDTH } from '@terna/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CreditsDialog } from '@/features/shell';
import { useLocale } from '@/shared/hooks/useLocale';
import { errorCode, errorText } from '@/shared/lib/apollo';
import { useBuyCurriculum } from '../hooks/useBuyCurriculum';
import { useTalentPoolPlan } from '../hooks/useTalentPoolPlan';
import { cvPath, purchaseAmount, purchaseCheck, rememberPurchased, viewCvsTarget } from '../purchase';

type View = { step: 'confirm' } | { step: 'success' } | { step: 'notEnough' } | { step: 'failed'; message: string };

export interface PurchaseDialogProps {
  open: boolean;
  /** The people to buy (not bought yet: the talent pool holds only those). */
  personIds: string[];
  onClose: () => void;
  /** After a purchase: the page resets its selection and comparison group. */
  onPurchased?: (personIds: string[]) => void;
  /** The single talent-pool person page: no View CV button; closing after success opens the CV in my-base. */
  singlePerson?: boolean;
}

/**
 * The CV purchase dialog of spec 2 sections 2.11 and 4.4: 500 px, persistent, a confirm step, then
 * success or failure. With no views at all the no-credits dialog shows instead, to request more.
 */
export function PurchaseDialog({ open, personIds, onClose, onPurchased, singlePerson = false }: PurchaseDialogProps) {
  const { t } = useTranslation('talentPool');
  const { to } = useLocale();
  const navigate = useNavigate();
  const titleId = useId();
  const { planConfigId, balance } = useTalentPoolPlan();
  const { buy, loading } = useBuyCurriculum();
  const [view, setView] = useState<View>({ step: 'confirm' });
  // The people of the purchase, kept for the success view after the page has reset its selection.
  const [bought, setBought] = useState<string[]>([]);
  const count = personIds.length;
  const amount = purchaseAmount(personIds);

  const close = () => {
    const wasSuccess = view.step === 'success';
    setView({ step: 'confirm' });
    onClose();
    if (wasSuccess && singlePerson && bought[0]) void navigate(to(cvPath('MY_BASE', bought[0])));
  };

  if (open && view.step === 'confirm' && purchaseCheck(balance, amount) === 'noCredits')
    return <CreditsDialog open mode="noCredits" onClose={onClose} />;

  const purchase = async () => {
    if (purchaseCheck(balance, amount) !== 'ok' || planConfigId === null) {
      setView({ step: 'notEnough' });
      return;
    }
    try {
      const complete = await buy({ personIds, planConfigId, concept: t('purchase.concept', { count }) });
      if (!complete) {
        setView({ step: 'failed', message: t('purchase.alreadyPurchased') });
        return;
      }
      setBought(personIds);
      rememberPurchased(personIds);
      setView({ step: 'success' });
      onPurchased?.(personIds);
    } catch (failure) {
      const code = errorCode(failure);
      if (code === 'NOT_ENOUGH_CREDITS') setView({ step: 'notEnough' });
      else
        setView({
          step: 'failed',
          message: code === 'ALREADY_PURCHASED' ? t('purchase.alreadyPurchased') : errorText(failure),
        });
    }
  };

  const viewCvs = () => {
    const target = viewCvsTarget(bought);
    if (target.newTab) window.open(to(target.path), '_blank', 'noopener');
    else void navigate(to(target.path));
    setView({ step: 'confirm' });
    onClose();
  };

  /** A result view: the green check or the red icon, a title, the message, Close and maybe one more action. */
  const result = (success: boolean, title: string, message: string, action?: ReactNode) => (
    <>
      <DialogTitle id={titleId} sx={{ textAlign: 'center' }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 1 }}>
          {success ? (
            <CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
          ) : (
            <CancelIcon color="error" sx={{ fontSize: 56 }} aria-hidden />
          )}
        </Box>
        {title}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ textAlign: 'center' }} role={success ? 'status' : 'alert'}>
          {message}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('close', { ns: 'common' })}</Button>
        {action}
      </DialogActions>
    </>
  );

  const body = () => {
    switch (view.step) {
      case 'confirm':
        return (
          <>
            <DialogTitle id={titleId}>{t('purchase.confirmTitle', { count })}</DialogTitle>
            <DialogContent>
              <Typography>{t('purchase.confirmBody', { count, amount })}</Typography>
              {balance !== null && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {t('purchase.balance', { count: balance })}
                </Typography>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>{t('close', { ns: 'common' })}</Button>
              <Button variant="contained" loading={loading} onClick={() => void purchase()}>
                {t('purchase.purchase')}
              </Button>
            </DialogActions>
          </>
        );
      case 'success':
        return result(
          true,
          t('purchase.successTitle', { count: bought.length }),
          t('purchase.successBody', { count: bought.length }),
          !singlePerson && (
            <Button variant="contained" onClick={viewCvs}>
              {t('purchase.viewCvs', { count: bought.length })}
            </Button>
          ),
        );
      case 'notEnough':
        return result(
          false,
          t('purchase.notCreditTitle'),
          t('purchase.notCreditBody', { count: amount, balance: balance ?? 0 }),
        );
      case 'failed':
        return result(false, t('purchase.errorTitle', { count: amount }), view.message);
    }
  };

  return (
    <Dialog
      open={open}
      // Persistent (spec 2 section 2.11): no onClose, so neither Escape nor the backdrop closes it; only its buttons do.
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: CV_PURCHASE_DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      {body()}
    </Dialog>
  );
}
