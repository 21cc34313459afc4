import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  IconButton,
  List,
  ListItem,
  Skeleton,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  OBSERVER_LINK_DAYS,
  OBSERVER_LIST_MAX_HEIGHT_VH,
  OBSERVER_LIST_SKELETON_ROWS,
  type ObserverInput,
} from '@terna/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ObserverRow_ObserverFragment } from '@/gql/graphql';
import { errorText } from '@/shared/lib/apollo';
import { formatDate } from '@/shared/lib/dates';
import { useDialogNotify } from '@/shared/hooks/useDialogNotify';
import { DialogAnnouncer } from '@/shared/ui/DialogAnnouncer';
import { useObserverActions } from '../hooks/useObserverActions';
import { useObservers } from '../hooks/useObservers';
import { canSend, isAlreadyAdded, unsentObserverIds, type PendingObserver } from '../observers';
import { DeleteObserverDialog } from './DeleteObserverDialog';
import { ObserverForm } from './ObserverForm';
import { ObserverListItem, type ObserverAction } from './ObserverListItem';
import { ObserverRow } from './ObserverRow';

export interface ObserversDialogProps {
  process: { id: number; processName: string };
  onClose: () => void;
}

/**
 * The observer invitation dialog (spec 2 sections 2.11, 4.1 and 5): add people with the sections
 * they may see, send them their links, and look after the links already sent (copy, revoke, renew,
 * delete) with how often each observer opened the report.
 */
export function ObserversDialog({ process, onClose }: ObserversDialogProps) {
  const { t } = useTranslation('observers');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const pendingTitleId = useId();
  const listTitleId = useId();
  const { say, announce, announcement } = useDialogNotify();
  const { observers, sections, loaded, loading, error, refetch } = useObservers(process.id);
  const { add, send, revoke, renew, remove, sending, deleting } = useObserverActions(process.id);
  const [pending, setPending] = useState<PendingObserver[]>([]);
  const nextKey = useRef(1);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<ObserverRow_ObserverFragment | null>(null);

  useEffect(() => {
    if (error) say({ message: t('list.loadError', { reason: errorText(error) }), severity: 'error' });
  }, [error, say, t]);

  const sectionLabel = (section: string) => t(`section.${section}`, { defaultValue: section });
  const unsent = observers.filter((observer) => observer.status === 'RECENTLY_ADDED');
  const sent = observers.filter((observer) => observer.status !== 'RECENTLY_ADDED');

  const addPending = (observer: ObserverInput): boolean => {
    if (isAlreadyAdded(observer.email, observers, pending)) {
      say({ message: t('form.alreadyAdded'), severity: 'warning' });
      return false;
    }
    setPending((list) => [...list, { ...observer, key: nextKey.current++ }]);
    announce(t('form.added', { name: observer.name }));
    return true;
  };

  const removePending = (entry: PendingObserver) => {
    setPending((list) => list.filter((item) => item.key !== entry.key));
    announce(t('pending.removed', { name: entry.name }));
  };

  const sendInvitations = async () => {
    const waiting = pending;
    try {
      const created = await add(waiting);
      // Stored now (RECENTLY_ADDED on the server): if the send fails they stay listed, unsent, for another try.
      setPending((list) => list.filter((item) => !waiting.includes(item)));
      const ids = [...unsentObserverIds(observers), ...created];
      await send(ids);
      say({ message: t('send.success', { count: ids.length }) });
    } catch (failure) {
      say({ message: t('send.error', { reason: errorText(failure) }), severity: 'error' });
    }
  };

  const runAction = async (action: ObserverAction, observer: ObserverRow_ObserverFragment) => {
    if (action === 'delete') return setToDelete(observer);
    setBusyId(observer.id);
    try {
      if (action === 'copy') {
        try {
          if (!observer.link) throw new Error('no link');
          await navigator.clipboard.writeText(observer.link);
          say({ message: t('copy.success') });
        } catch {
          say({ message: t('copy.error'), severity: 'error' });
        }
      } else if (action === 'revoke') {
        try {
          await revoke(observer.id);
          say({ message: t('revoke.done') });
        } catch {
          // Spec 2 section 8: the revoke text shows even when it fails; the colour and the reloaded status tell the truth.
          say({ message: t('revoke.done'), severity: 'error' });
          void refetch();
        }
      } else {
        try {
          const expiresAt = await renew(observer.id);
          say({ message: t('renew.success', { date: formatDate(expiresAt) }) });
        } catch (failure) {
          say({ message: t('renew.error', { reason: errorText(failure) }), severity: 'error' });
        }
      }
    } finally {
      setBusyId(null);
    }
  };

  const confirmDelete = async (observer: ObserverRow_ObserverFragment) => {
    try {
      await remove(observer.id);
      say({ message: t('delete.success') });
      setToDelete(null);
    } catch (failure) {
      say({ message: t('delete.error', { reason: errorText(failure) }), severity: 'error' });
    }
  };

  const recentlyAdded = pending.length + unsent.length;

  return (
    <Dialog
      open
      onClose={sending ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {t('dialog.title')}
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          {process.processName}
        </Typography>
      </DialogTitle>
      <Tooltip title={t('dialog.close')}>
        <IconButton
          aria-label={t('dialog.close')}
          onClick={onClose}
          disabled={sending}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </Tooltip>
      <DialogContent
        dividers
        // From medium screens up only the list scrolls, so the form stays in sight; phones scroll the whole dialog.
        sx={{ display: 'flex', flexDirection: 'column', gap: 2, overflowY: { xs: 'auto', md: 'hidden' } }}
      >
        <DialogAnnouncer message={announcement} />
        <DialogContentText>
          {t('dialog.intro', { name: process.processName, days: OBSERVER_LINK_DAYS })}
        </DialogContentText>
        {loaded ? (
          <ObserverForm key={sections.join()} sections={sections} disabled={sending} onAdd={addPending} />
        ) : (
          !error && <Skeleton variant="rounded" height={160} aria-hidden />
        )}
        <Divider />
        <Box
          sx={{
            overflowY: { md: 'auto' },
            minHeight: 0,
            flex: '1 1 auto',
            maxHeight: { md: `${OBSERVER_LIST_MAX_HEIGHT_VH}vh` },
            display: 'grid',
            gap: 2,
            alignContent: 'start',
          }}
        >
          {recentlyAdded > 0 && (
            <Box component="section" aria-labelledby={pendingTitleId}>
              <Typography id={pendingTitleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {t('pending.title')}
              </Typography>
              <Alert severity="warning" sx={{ my: 1 }}>
                {t('pending.alert')}
              </Alert>
              <List disablePadding>
                {pending.map((entry) => (
                  <ListItem key={entry.key} divider sx={{ display: 'block', px: 0, py: 1.5 }}>
                    <ObserverRow
                      name={entry.name}
                      email={entry.email}
                      status="RECENTLY_ADDED"
                      expiry={t('expiry.RECENTLY_ADDED')}
                      sections={entry.sections.map(sectionLabel)}
                      actions={
                        <Tooltip title={t('pending.remove', { name: entry.name })}>
                          <span>
                            <IconButton
                              aria-label={t('pending.remove', { name: entry.name })}
                              disabled={sending}
                              onClick={() => removePending(entry)}
                            >
                              <CloseIcon fontSize="small" />
                            </IconButton>
                          </span>
                        </Tooltip>
                      }
                    />
                  </ListItem>
                ))}
                {unsent.map((observer) => (
                  <ObserverListItem
                    key={observer.id}
                    observer={observer}
                    busy={sending || busyId === observer.id}
                    onAction={(action) => void runAction(action, observer)}
                  />
                ))}
              </List>
            </Box>
          )}
          <Box component="section" aria-labelledby={listTitleId} aria-busy={loading}>
            <Typography id={listTitleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('list.title')}
            </Typography>
            {!loaded && !error && (
              <List disablePadding aria-label={t('list.loading')}>
                {Array.from({ length: OBSERVER_LIST_SKELETON_ROWS }, (_, index) => (
                  <ListItem key={index} divider sx={{ display: 'block', px: 0, py: 1.5 }}>
                    <Skeleton variant="text" width="40%" />
                    <Skeleton variant="text" width="60%" />
                    <Skeleton variant="text" width="30%" />
                  </ListItem>
                ))}
              </List>
            )}
            {error && !loaded && (
              <Alert
                severity="error"
                sx={{ mt: 1 }}
                action={
                  <Button color="inherit" size="small" onClick={() => void refetch()}>
                    {t('list.retry')}
                  </Button>
                }
              >
                {t('list.loadError', { reason: errorText(error) })}
              </Alert>
            )}
            {loaded && sent.length === 0 && (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {t('list.empty')}
              </Typography>
            )}
            {sent.length > 0 && (
              <List disablePadding>
                {sent.map((observer) => (
                  <ObserverListItem
                    key={observer.id}
                    observer={observer}
                    busy={busyId === observer.id}
                    onAction={(action) => void runAction(action, observer)}
                  />
                ))}
              </List>
            )}
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {t('dialog.close')}
        </Button>
        <Button
          variant="contained"
          startIcon={<SendIcon />}
          loading={sending}
          disabled={!canSend(observers, pending)}
          onClick={() => void sendInvitations()}
        >
          {t('send.button')}
        </Button>
      </DialogActions>
      {toDelete && (
        <DeleteObserverDialog
          observer={toDelete}
          busy={deleting}
          onConfirm={() => void confirmDelete(toDelete)}
          onClose={() => setToDelete(null)}
        />
      )}
    </Dialog>
  );
}
