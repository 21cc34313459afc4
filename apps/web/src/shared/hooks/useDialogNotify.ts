import { useCallback, useState } from 'react';
import { useSnackbar, type SnackbarMessage } from '@/shared/ui/SnackbarProvider';

/**
 * An open dialog hides the rest of the page from screen readers, the snackbar included: a dialog
 * that stays open after an action also puts the message in a live region of its own
 * (DialogAnnouncer), so the outcome is heard as well as seen.
 */
export function useDialogNotify() {
  const notify = useSnackbar();
  const [announcement, setAnnouncement] = useState('');
  const say = useCallback(
    (message: SnackbarMessage) => {
      notify(message);
      setAnnouncement(message.message);
    },
    [notify],
  );
  // For changes the dialog shows by itself (an entry added or removed before sending): heard, not queued in the snackbar.
  const announce = useCallback((message: string) => setAnnouncement(message), []);
  return { say, announce, announcement };
}
