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
  return { say, announcement };
}

/**
 * A dialog's action on a candidate: when it works the dialog says so, closes and lets the list
 * refresh (onDone); when it fails it says why (failure) and stays open for another try.
 */
export function useDialogAction(onClose: () => void, onDone: () => void) {
  const { say, announcement } = useDialogNotify();
  const run = async (work: () => Promise<unknown>, success: string, failure: (error: unknown) => SnackbarMessage) => {
    try {
      await work();
      say({ message: success });
      onClose();
      onDone();
    } catch (error) {
      say(failure(error));
    }
  };
  return { run, announcement };
}
