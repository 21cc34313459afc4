import { Alert, Button, Snackbar, type AlertColor } from '@mui/material';
import { SNACKBAR_TIMEOUT_MS } from '@terna/domain';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export interface SnackbarMessage {
  message: string;
  severity?: AlertColor;
  /** A redirect button; a message that carries one stays open until closed (spec 1 section 8). */
  redirect?: { label: string; to: string };
}

type Notify = (message: SnackbarMessage) => void;
const SnackbarContext = createContext<Notify>(() => undefined);

export function useSnackbar(): Notify {
  return useContext(SnackbarContext);
}

/**
 * One snackbar at a time at the top right. A newer message makes the one on screen leave at once
 * (Material's consecutive snackbars), so feedback follows the last action instead of waiting
 * behind older messages; a message with a redirect button stays until it is closed.
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [queue, setQueue] = useState<(SnackbarMessage & { key: number })[]>([]);
  const [open, setOpen] = useState(true);
  const current = queue[0];
  const superseded = queue.length > 1 && !current?.redirect;

  const notify = useCallback<Notify>((message) => {
    setQueue((items) => [...items, { ...message, key: Date.now() + Math.random() }]);
    setOpen(true);
  }, []);

  const close = () => setOpen(false);
  const next = () => {
    setQueue((items) => items.slice(1));
    setOpen(true);
  };

  const value = useMemo(() => notify, [notify]);
  return (
    <SnackbarContext.Provider value={value}>
      {children}
      {current && (
        <Snackbar
          key={current.key}
          open={open && !superseded}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          autoHideDuration={current.redirect ? null : SNACKBAR_TIMEOUT_MS}
          onClose={(_, reason) => reason !== 'clickaway' && close()}
          slotProps={{ transition: { onExited: next } }}
        >
          <Alert
            severity={current.severity ?? 'success'}
            variant="filled"
            onClose={close}
            slotProps={{ closeButton: { 'aria-label': t('snackbar.close') } }}
            action={
              current.redirect ? (
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    close();
                    void navigate(current.redirect!.to);
                  }}
                >
                  {current.redirect.label}
                </Button>
              ) : undefined
            }
            sx={{ minWidth: 280, alignItems: 'center' }}
          >
            {current.message}
          </Alert>
        </Snackbar>
      )}
    </SnackbarContext.Provider>
  );
}
