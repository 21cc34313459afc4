import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { companyAccountApi, type CompanyAccount } from '../api/company-account.api';

/**
 * The caller's company as the account page edits it. `run` performs one change, reads the company
 * again so every section shows what the server stored, and reports the outcome in the snackbar.
 */
export function useCompanyAccount() {
  const { t } = useTranslation('companyAccount');
  const notify = useSnackbar();
  const [company, setCompany] = useState<CompanyAccount | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async () => {
    try {
      setCompany(await companyAccountApi.get());
      setError(null);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const run = async (change: () => Promise<unknown>, success: string): Promise<boolean> => {
    setBusy(true);
    try {
      await change();
      await reload();
      notify({ message: t(success) });
      return true;
    } catch (caught) {
      notify({ message: caught instanceof Error ? caught.message : String(caught), severity: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { company, error, busy, reload, run };
}
