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

type QueuedMessage = SnackbarMessage & { key: number };

interface SnackbarState {
  /** The first is on screen (or leaving); the rest wait. */
  items: QueuedMessage[];
  /** The first item's key once its entrance began: one that never showed can be replaced silently. */
  shown: number | null;
  open: boolean;
}

/**
 * What still waits behind the message on screen: every redirect message (each stays until closed)
 * and the newest of the others; older plain messages were superseded before they showed.
 */
function waiting(items: QueuedMessage[]): QueuedMessage[] {
  return items.filter((item, index) => item.redirect || index === items.length - 1);
}

/**
 * One snackbar at a time at the top right. A newer message makes the one on screen leave at once
 * (Material's consecutive snackbars), so feedback follows the last action instead of waiting
 * behind older messages; a message with a redirect button stays until it is closed. A plain message
 * superseded before it showed is dropped rather than mounted closed: a snackbar that never entered
 * never exits, and would block every message after it.
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useState<SnackbarState>({ items: [], shown: null, open: true });
  const current = state.items[0];
  const superseded = state.items.length > 1 && !current?.redirect;

  const notify = useCallback<Notify>((message) => {
    const item = { ...message, key: Date.now() + Math.random() };
    setState(({ items: [head, ...rest], shown, open }) => {
      if (!head) return { items: [item], shown: null, open: true };
      const keepHead = head.key === shown || Boolean(head.redirect);
      const queue = waiting([...rest, item]);
      return keepHead ? { items: [head, ...queue], shown, open } : { items: queue, shown: null, open: true };
    });
  }, []);

  const close = () => setState((previous) => ({ ...previous, open: false }));
  const next = () => setState(({ items }) => ({ items: waiting(items.slice(1)), shown: null, open: true }));
  const entered = (key: number) => setState((previous) => ({ ...previous, shown: key }));

  const value = useMemo(() => notify, [notify]);
  return (
    <SnackbarContext.Provider value={value}>
      {children}
      {current && (
        <Snackbar
          key={current.key}
          open={state.open && !superseded}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          autoHideDuration={current.redirect ? null : SNACKBAR_TIMEOUT_MS}
          onClose={(_, reason) => reason !== 'clickaway' && close()}
          slotProps={{ transition: { onEnter: () => entered(current.key), onExited: next } }}
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
