import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientInfo } from '@/shared/session/useSessionData';
import { CreditsDialog } from './CreditsDialog';

/**
 * The talent-pool my-base and evaluar routes show the views balance (spec 2 section 2.3); so does the
 * talent-pool search itself, where CVs are bought (docs/decisions/020-talent-pool.md).
 */
export function isCreditsRoute(pathname: string): boolean {
  return /\/talent-pool(\/|$)/.test(pathname);
}

export function CreditsBanner() {
  const { t } = useTranslation('shell');
  const { clientInfo } = useClientInfo();
  const [dialogOpen, setDialogOpen] = useState(false);
  const balance = clientInfo?.plans.find((plan) => plan.typeCompanyPlan.Name === 'TALENT_POOL')?.planConfig
    .creditAccount.availableBalance;
  // Null: the server keeps the company's balances from this user (a viewer), who can neither see nor buy views.
  if (balance === null) return null;
  const views = balance ?? 0;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 1 }} role="status">
      <VisibilityIcon fontSize="small" color="primary" aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('credits.views', { count: views })}
      </Typography>
      {views === 0 && (
        <>
          <Button size="small" variant="contained" onClick={() => setDialogOpen(true)}>
            {t('credits.acquire')}
          </Button>
          <CreditsDialog open={dialogOpen} mode="noCredits" onClose={() => setDialogOpen(false)} />
        </>
      )}
    </Box>
  );
}
