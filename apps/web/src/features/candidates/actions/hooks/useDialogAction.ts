import type { SnackbarMessage } from '@/shared/ui/SnackbarProvider';
import { useDialogNotify } from '@/shared/hooks/useDialogNotify';

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
