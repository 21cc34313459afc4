import { dataSubjectExportPath, type DataSubjectExportFormat } from '@terna/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { restDownload } from '@/shared/lib/api';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';

/**
 * Downloads a person's data export in one format. The route needs the session's bearer token, so
 * the file is fetched and handed to the browser; the server records each download in the activity log.
 */
export function usePersonalDataExport(personId: number) {
  const { t } = useTranslation('personalDataExport');
  const notify = useSnackbar();
  const [busy, setBusy] = useState<DataSubjectExportFormat | null>(null);

  async function download(format: DataSubjectExportFormat) {
    setBusy(format);
    try {
      await restDownload(dataSubjectExportPath(personId, format), `${t('fileName')}-${personId}.${format}`);
      notify({ message: t('downloaded', { format: format.toUpperCase() }), severity: 'success' });
    } catch (error) {
      notify({ message: t('failed', { reason: error instanceof Error ? error.message : '' }), severity: 'error' });
    } finally {
      setBusy(null);
    }
  }

  return { download, busy };
}
