import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export interface Notice {
  message: string;
  severity: 'error' | 'success' | 'info' | 'warning';
  key: number;
}

/** The snackbar itself, loaded with the first message: the first screen does not carry it (issue 17's budget). */
export default function NoticeSnackbar({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  return (
    <Snackbar
      key={notice?.key}
      open={notice !== null}
      autoHideDuration={notice?.severity === 'error' ? 8000 : 4000}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={notice?.severity ?? 'info'} variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {notice?.message}
      </Alert>
    </Snackbar>
  );
}
