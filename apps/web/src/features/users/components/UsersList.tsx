import MoreVertIcon from '@mui/icons-material/MoreVert';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import EditIcon from '@mui/icons-material/Edit';
import SendIcon from '@mui/icons-material/Send';
import CancelIcon from '@mui/icons-material/Cancel';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Button,
  Chip,
  IconButton,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { COMPANY_USER_STATUSES, MEMBER_ROLES, USER_SCOPES } from '@terna/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyUserRow_UserFragment } from '@/gql/graphql';
import { errorText } from '@/shared/lib/apollo';
import { formatDate, formatDateTime } from '@/shared/lib/dates';
import { ActionMenu, type ActionMenuEntry } from '@/shared/ui/ActionMenu';
import { EmptyState } from '@/shared/ui/EmptyState';
import { SearchField } from '@/shared/ui/SearchField';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { visuallyHidden } from '@/shared/ui/visuallyHidden';
import { useCompanyUsers, type CompanyUsersFilter } from '../hooks/useCompanyUsers';
import { useMemberActions } from '../hooks/useMemberActions';
import { accessValues, displayName, memberActions, rowKey, scopeLabel, type MemberAction } from '../users';
import { ConfirmDialog } from './ConfirmDialog';
import { MemberAccessDialog } from './MemberAccessDialog';

type Row = CompanyUserRow_UserFragment;
type Pending =
  | { kind: 'invite' }
  | { kind: 'edit'; row: Row }
  | { kind: 'confirm'; action: Exclude<MemberAction, 'edit' | 'resend'>; row: Row };

const ICONS = {
  edit: <EditIcon fontSize="small" />,
  resend: <SendIcon fontSize="small" />,
  cancel: <CancelIcon fontSize="small" />,
  deactivate: <BlockIcon fontSize="small" />,
  reactivate: <CheckCircleIcon fontSize="small" />,
  remove: <DeleteIcon fontSize="small" />,
} satisfies Record<MemberAction, React.ReactElement>;

const STATUS_COLOR = { ACTIVE: 'success', DEACTIVATED: 'default', PENDING: 'warning' } as const;

/**
 * The users list of spec 2 section 6 (client Users): members and pending invitations with search,
 * role, scope and status filters and the last sign-in; a row menu changes a role or scope, resends or
 * cancels an invitation, deactivates, reactivates or removes a member. On phones rows become cards.
 */
export function UsersList() {
  const { t } = useTranslation('users');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const notify = useSnackbar();
  const [filter, setFilter] = useState<CompanyUsersFilter>({
    search: '',
    role: '',
    scope: '',
    status: '',
    page: 1,
    size: 20,
  });
  const { rows, total, loading, loaded, error } = useCompanyUsers(filter);
  const actions = useMemberActions();
  const [menu, setMenu] = useState<{ anchor: HTMLElement; row: Row } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  useEffect(() => {
    if (error) notify({ message: t('list.loadError', { reason: errorText(error) }), severity: 'error' });
  }, [error, notify, t]);

  const change = (next: Partial<CompanyUsersFilter>) => setFilter((current) => ({ ...current, page: 1, ...next }));

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notify({ message: done, severity: 'success' });
      setPending(null);
    } catch (failure) {
      notify({ message: errorText(failure), severity: 'error' });
    }
  };

  const choose = (item: MemberAction, row: Row) => {
    if (item === 'edit') setPending({ kind: 'edit', row });
    else if (item === 'resend')
      void run(() => actions.resend(row.invitationId!), t('actions.resendDone', { email: row.email }));
    else setPending({ kind: 'confirm', action: item, row });
  };

  const confirmAction = (action: Exclude<MemberAction, 'edit' | 'resend'>, row: Row) => {
    if (action === 'cancel') return actions.cancel(row.invitationId!);
    if (action === 'deactivate') return actions.deactivate(row.userId!);
    if (action === 'reactivate') return actions.reactivate(row.userId!);
    return actions.remove(row.userId!);
  };

  const menuEntries = (row: Row): ActionMenuEntry<MemberAction>[] =>
    memberActions(row).map((item) => ({ item, icon: ICONS[item], label: t(`actions.${item}`) }));

  const rowButton = (row: Row) => (
    <IconButton
      id={`user-menu-${rowKey(row)}`}
      aria-label={t('actions.menu', { name: displayName(row) })}
      aria-haspopup="menu"
      onClick={(event) => setMenu({ anchor: event.currentTarget, row })}
    >
      <MoreVertIcon />
    </IconButton>
  );

  const roleText = (row: Row) =>
    row.role === 'CUSTOM' ? (row.customRoleName ?? t('roles.CUSTOM')) : t(`roles.${row.role}`);
  const scopeText = (row: Row) => scopeLabel(row) ?? t('scopes.company');
  const signInText = (row: Row) =>
    row.status === 'PENDING'
      ? t('list.invitedUntil', { date: formatDate(row.expiresAt) })
      : (formatDateTime(row.lastSignInAt) ?? t('list.never'));
  const statusChip = (row: Row) => (
    <Chip size="small" color={STATUS_COLOR[row.status]} label={t(`statuses.${row.status}`)} variant="outlined" />
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <SearchField label={t('filters.search')} value={filter.search} onCommit={(search) => change({ search })} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flexGrow: 1 }}>
          <TextField
            select
            size="small"
            label={t('fields.role')}
            value={filter.role}
            onChange={(event) => change({ role: event.target.value as CompanyUsersFilter['role'] })}
            sx={{ minWidth: 150 }}
          >
            <MenuItem value="">{t('filters.all')}</MenuItem>
            {MEMBER_ROLES.map((role) => (
              <MenuItem key={role} value={role}>
                {t(`roles.${role}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('fields.scope')}
            value={filter.scope}
            onChange={(event) => change({ scope: event.target.value as CompanyUsersFilter['scope'] })}
            sx={{ minWidth: 150 }}
          >
            <MenuItem value="">{t('filters.all')}</MenuItem>
            {USER_SCOPES.map((scope) => (
              <MenuItem key={scope} value={scope}>
                {t(`scopes.${scope}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('fields.status')}
            value={filter.status}
            onChange={(event) => change({ status: event.target.value as CompanyUsersFilter['status'] })}
            sx={{ minWidth: 150 }}
          >
            <MenuItem value="">{t('filters.all')}</MenuItem>
            {COMPANY_USER_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {t(`statuses.${status}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setPending({ kind: 'invite' })}>
          {t('invite.open')}
        </Button>
      </Stack>

      {!loaded && loading ? (
        <Stack spacing={1} aria-busy="true" aria-label={t('list.loading')}>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} variant="rounded" height={56} />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <EmptyState message={t('list.empty')} />
      ) : phone ? (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('list.label')}>
          {rows.map((row) => (
            <Paper component="li" key={rowKey(row)} variant="outlined" sx={{ p: 2, display: 'flex', gap: 1 }}>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{displayName(row)}</Typography>
                {row.userId && (
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {row.email}
                  </Typography>
                )}
                <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
                  {statusChip(row)}
                  <Chip size="small" label={roleText(row)} />
                  <Chip size="small" label={scopeText(row)} variant="outlined" />
                </Stack>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                  {t('fields.lastSignIn')}: {signInText(row)}
                </Typography>
              </Box>
              <Box>{rowButton(row)}</Box>
            </Paper>
          ))}
        </Stack>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('list.label')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('fields.name')}</TableCell>
                <TableCell>{t('fields.role')}</TableCell>
                <TableCell>{t('fields.scope')}</TableCell>
                <TableCell>{t('fields.status')}</TableCell>
                <TableCell>{t('fields.lastSignIn')}</TableCell>
                <TableCell align="right" sx={{ position: 'relative' }}>
                  <Box component="span" sx={visuallyHidden}>
                    {t('fields.actions')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={rowKey(row)} hover>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {displayName(row)}
                    </Typography>
                    {row.userId && (
                      <Typography variant="caption" color="text.secondary">
                        {row.email}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{roleText(row)}</TableCell>
                  <TableCell>{scopeText(row)}</TableCell>
                  <TableCell>{statusChip(row)}</TableCell>
                  <TableCell>{signInText(row)}</TableCell>
                  <TableCell align="right">{rowButton(row)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      {total > 0 && (
        <TablePagination
          component="div"
          count={total}
          page={filter.page - 1}
          rowsPerPage={filter.size}
          rowsPerPageOptions={[10, 20, 50, 100]}
          onPageChange={(_, page) => setFilter((current) => ({ ...current, page: page + 1 }))}
          onRowsPerPageChange={(event) => change({ size: Number(event.target.value) })}
          labelRowsPerPage={t('list.perPage')}
          labelDisplayedRows={({ from, to, count }) => t('list.displayed', { from, to, count })}
        />
      )}

      <ActionMenu
        id="user-row-menu"
        anchor={menu?.anchor ?? null}
        labelledBy={menu ? `user-menu-${rowKey(menu.row)}` : undefined}
        entries={menu ? menuEntries(menu.row) : []}
        onClose={() => setMenu(null)}
        onChoose={(item) => menu && choose(item, menu.row)}
      />

      {pending?.kind === 'invite' && (
        <MemberAccessDialog
          mode={{ kind: 'invite' }}
          onClose={() => setPending(null)}
          onSubmit={({ email, ...access }) => actions.invite({ email: email ?? '', ...access })}
        />
      )}
      {pending?.kind === 'edit' && (
        <MemberAccessDialog
          mode={{ kind: 'edit', name: displayName(pending.row), values: accessValues(pending.row) }}
          onClose={() => setPending(null)}
          onSubmit={({ email: _email, ...access }) => actions.update(pending.row.userId!, access)}
        />
      )}
      {pending?.kind === 'confirm' && (
        <ConfirmDialog
          title={t(`confirm.${pending.action}.title`)}
          body={t(`confirm.${pending.action}.body`, { name: displayName(pending.row) })}
          confirmLabel={t(`actions.${pending.action}`)}
          destructive={pending.action !== 'reactivate'}
          onClose={() => setPending(null)}
          onConfirm={() =>
            run(
              () => confirmAction(pending.action, pending.row),
              t(`confirm.${pending.action}.done`, { name: displayName(pending.row) }),
            )
          }
        />
      )}
    </Box>
  );
}
