import { Box } from '@mui/material';
import { visuallyHidden } from '@/shared/ui/visuallyHidden';

/** The live region of a dialog that stays open: screen readers read each new message (see useDialogNotify). */
export function DialogAnnouncer({ message }: { message: string }) {
  return (
    <Box role="status" sx={visuallyHidden}>
      {message}
    </Box>
  );
}
