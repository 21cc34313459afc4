import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button, Paper, Typography } from '@mui/material';

interface EmptyStateProps {
  message: string;
  action?: { label: string; onClick: () => void };
}

/** A list with nothing to show: why, and what to do next. */
export function EmptyState({ message, action }: EmptyStateProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, sm: 5 }, display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center' }}
    >
      <SearchOffIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
      <Typography>{message}</Typography>
      {action && (
        <Button variant="contained" onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </Paper>
  );
}
