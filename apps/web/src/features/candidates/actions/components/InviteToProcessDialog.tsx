import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import SendIcon from '@mui/icons-material/Send';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  DEFAULT_PAGE,
  INVITATION_LIST_MAX_HEIGHT,
  INVITE_DIALOG_PAGE_SIZES,
  processKind,
  SEARCH_DEBOUNCE_MS,
} from '@terna/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedCallback } from '@/shared/hooks/useDebouncedCallback';
import { errorText } from '@/shared/lib/apollo';
import { formatDate } from '@/shared/lib/dates';
import { singleInvitationRefusal } from '../forms';
import { useInvitableProcesses } from '../hooks/useInvitableProcesses';
import { useDialogNotify } from '@/shared/hooks/useDialogNotify';
import { useInviteToProcess, type InvitedCandidate } from '../hooks/useInviteToProcess';
import { usePhoneDialog } from '../hooks/usePhoneDialog';
import { DialogAnnouncer } from '@/shared/ui/DialogAnnouncer';

export interface InviteToProcessDialogProps {
  open: boolean;
  candidates: InvitedCandidate[];
  /** The process the candidates come from: not offered. Null when they come from none (the talent pool's my-base). */
  currentProcessId: number | null;
  onClose: () => void;
}

const COLUMNS = ['process', 'position', 'launcher', 'startDate', 'endDate', 'kind', 'action'] as const;

/**
 * Invites one candidate, or a group, to another launched process (spec 3 section 2). Persistent:
 * it closes only by its close icon, so several processes can be chosen in a row.
 */
export function InviteToProcessDialog({ open, candidates, currentProcessId, onClose }: InviteToProcessDialogProps) {
  const { t } = useTranslation('candidateActions');
  const { t: tc } = useTranslation();
  const { say, announcement } = useDialogNotify();
  const fullScreen = usePhoneDialog();
  const titleId = useId();
  const [search, setSearch] = useState('');
  const [wildcard, setWildcard] = useState('');
  const [page, setPage] = useState(DEFAULT_PAGE);
  const [size, setSize] = useState<number>(INVITE_DIALOG_PAGE_SIZES[0]);
  const [sendingTo, setSendingTo] = useState<number | null>(null);
  const { processes, total, loading, error } = useInvitableProcesses({
    page,
    size,
    wildcard,
    excludeId: currentProcessId,
    skip: !open,
  });
  const { inviteOne, inviteGroup } = useInviteToProcess(currentProcessId);

  const single = candidates.length === 1 ? candidates[0]! : null;
  const applySearch = useDebouncedCallback((value: string) => {
    setWildcard(value.trim());
    setPage(DEFAULT_PAGE);
  }, SEARCH_DEBOUNCE_MS);

  const invite = async (process: (typeof processes)[number]) => {
    if (single && singleInvitationRefusal(single, process)) {
      say({ message: t('inviteToProcess.onlyBasicProcess'), severity: 'warning' });
      return;
    }
    setSendingTo(process.id);
    try {
      if (single) {
        const { invited } = await inviteOne(process.id, single);
        const name = `${single.firstName} ${single.lastName}`;
        if (invited) say({ message: t('inviteToProcess.candidateInvited', { name, process: process.processName }) });
        else
          say({
            message: t('inviteToProcess.alreadyInvitedOne', { name, process: process.processName }),
            severity: 'warning',
          });
      } else {
        const { invited, skipped } = await inviteGroup(process.id, candidates);
        if (invited > 0)
          say({
            message: t('inviteToProcess.sendInvitingBulk', { count: invited, skipped, process: process.processName }),
          });
        else
          say({
            message: t('inviteToProcess.alreadyInvitedGroup', { process: process.processName }),
            severity: 'warning',
          });
      }
    } catch (failure) {
      say({
        message: single ? errorText(failure) : t('inviteToProcess.errorInviting', { reason: errorText(failure) }),
        severity: 'error',
      });
    } finally {
      setSendingTo(null);
    }
  };

  const close = () => {
    setSearch('');
    setWildcard('');
    setPage(DEFAULT_PAGE);
    onClose();
  };

  const loadFailed = Boolean(error) && processes.length === 0;
  const rows = () => {
    if (loading && processes.length === 0) {
      return (
        <TableBody aria-busy="true">
          {Array.from({ length: 5 }, (_, row) => (
            <TableRow key={row}>
              {COLUMNS.map((column) => (
                <TableCell key={column}>
                  <Skeleton />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      );
    }
    if (processes.length === 0) {
      return (
        <TableBody>
          <TableRow>
            <TableCell colSpan={COLUMNS.length}>
              <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                {wildcard ? t('inviteToProcess.noMatch') : t('inviteToProcess.empty')}
              </Typography>
            </TableCell>
          </TableRow>
        </TableBody>
      );
    }
    return (
      <TableBody>
        {processes.map((process) => {
          const kind = processKind({
            typeCompanyPlan: process.typeCompanyPlan,
            environmentType: process.environmentTypeName,
            fullProfile: process.fullProfile,
          });
          return (
            <TableRow key={process.id} hover>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {process.processName}
              </TableCell>
              <TableCell>{process.positionName ?? '—'}</TableCell>
              <TableCell>{process.ownerName ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(process.startDate) ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(process.endDate) ?? '—'}</TableCell>
              <TableCell>
                <Chip size="small" variant="outlined" label={t(`inviteToProcess.kinds.${kind}`)} />
              </TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  variant="contained"
                  startIcon={<SendIcon />}
                  loading={sendingTo === process.id}
                  disabled={sendingTo !== null && sendingTo !== process.id}
                  onClick={() => void invite(process)}
                  aria-label={t('inviteToProcess.sendTo', { process: process.processName })}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {t('inviteToProcess.send')}
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    );
  };

  return (
    <Dialog open={open} fullScreen={fullScreen} maxWidth="lg" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {single
          ? t('inviteToProcess.titleOne', { name: `${single.firstName} ${single.lastName}` })
          : t('inviteToProcess.titleGroup', { count: candidates.length })}
        <IconButton aria-label={tc('close')} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <DialogAnnouncer message={announcement} />
        <TextField
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            applySearch(event.target.value);
          }}
          label={t('inviteToProcess.search')}
          placeholder={t('inviteToProcess.searchPlaceholder')}
          fullWidth
          size="small"
          sx={{ mt: 1, mb: 2 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        {loadFailed ? (
          <Alert severity="error">{t('inviteToProcess.loadError', { reason: errorText(error) })}</Alert>
        ) : (
          <>
            {/* The list scrolls inside the dialog, under its own header, past 450 px (spec 3 section 2). */}
            <TableContainer sx={{ maxHeight: INVITATION_LIST_MAX_HEIGHT }}>
              <Table size="small" stickyHeader aria-labelledby={titleId}>
                <TableHead>
                  <TableRow>
                    {COLUMNS.map((column) => (
                      <TableCell
                        key={column}
                        align={column === 'action' ? 'right' : 'left'}
                        sx={{ whiteSpace: 'nowrap' }}
                      >
                        {t(`inviteToProcess.columns.${column}`)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                {rows()}
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              count={total}
              page={Math.max(0, page - 1)}
              onPageChange={(_, next) => setPage(next + 1)}
              rowsPerPage={size}
              rowsPerPageOptions={[...INVITE_DIALOG_PAGE_SIZES]}
              onRowsPerPageChange={(event) => {
                setSize(Number(event.target.value));
                setPage(DEFAULT_PAGE);
              }}
              labelRowsPerPage={t('inviteToProcess.rowsPerPage')}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
