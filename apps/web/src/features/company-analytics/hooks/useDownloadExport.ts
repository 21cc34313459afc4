import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/lib/locale';
import { session } from '@/shared/lib/session';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { exportPath, type AnalyticsFilterValues } from '../filters';

/**
 * Downloads the analytics export: the route needs the session's bearer token, which a plain link
 * cannot send, so the file is fetched and handed to the browser as a blob.
 */
export function useDownloadExport() {
  const { t } = useTranslation('companyAnalytics');
  const notify = useSnackbar();
  const [busy, setBusy] = useState(false);

  async function download(format: 'csv' | 'xlsx', filters: AnalyticsFilterValues) {
    setBusy(true);
    try {
      const token = session.token();
      const response = await fetch(exportPath(format, filters), {
        headers: { 'accept-language': currentLocale(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { messages?: string[] };
        throw new Error(body.messages?.[0] ?? t('reports.exportFailed'));
      }
      const url = URL.createObjectURL(await response.blob());
      const name =
        /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `analytics.${format}`;
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
      // Revoked after the click has handed the file over, not during it.
      setTimeout(() => URL.revokeObjectURL(url), 0);
      notify({ message: t('reports.exported', { name }), severity: 'success' });
    } catch (error) {
      notify({ message: error instanceof Error ? error.message : t('reports.exportFailed'), severity: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return { download, busy };
}
