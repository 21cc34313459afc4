import { notificationPreferencesSchema } from '@terna/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormSwitch } from '@/shared/forms';
import { errorText } from '@/shared/lib/apollo';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { useNotificationPreferences } from '../hooks/useNotificationPreferences';

/** The two channels a user may turn off: the bell and the e-mails. */
export function NotificationPreferencesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const notify = useSnackbar();
  const { preferences, error, save } = useNotificationPreferences();
  // The dialog opens once the current choice is known; a failed read closes it with the reason.
  useEffect(() => {
    if (!error) return;
    notify({ message: t('preferences.loadError', { reason: errorText(error) }), severity: 'error' });
    onClose();
  }, [error, notify, onClose, t]);
  if (!preferences) return null;
  return (
    <FormDialog
      open
      title={t('preferences.title')}
      maxWidth="xs"
      schema={notificationPreferencesSchema}
      defaultValues={preferences}
      submitLabel={t('preferences.save')}
      onClose={onClose}
      onSubmit={async (values) => {
        await save(values);
        notify({ message: t('preferences.saved'), severity: 'success' });
        onClose();
      }}
    >
      <FormSwitch name="inApp" label={t('preferences.inApp')} description={t('preferences.inAppHelp')} />
      <FormSwitch name="email" label={t('preferences.email')} description={t('preferences.emailHelp')} />
    </FormDialog>
  );
}
