import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import RemoveIcon from '@mui/icons-material/Remove';
import {
  Box,
  Button,
  IconButton,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { PERMISSION_ACTIONS, PERMISSIONS } from '@terna/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/lib/apollo';
import { useLocale } from '@/shared/hooks/useLocale';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { visuallyHidden } from '@/shared/ui/visuallyHidden';
import { useCompanyRoleActions, useCompanyRoles } from '../hooks/useCompanyRoles';
import { ConfirmDialog } from './ConfirmDialog';
import { RoleDialog, type RoleValues } from './RoleDialog';

type MatrixRole = ReturnType<typeof useCompanyRoles>['roles'][number];

/**
 * The permission matrix: one row per permission of the catalogue, one column per role (the built-in
 * ones, then the company's own, which can be edited and deleted). A table with headers for screen
 * readers; on narrow screens it scrolls inside its own box, never the page.
 */
export function RolesMatrix() {
  const { t } = useTranslation('users');
  const { locale } = useLocale();
  const notify = useSnackbar();
  const { roles, loading } = useCompanyRoles();
  const actions = useCompanyRoleActions();
  const [editing, setEditing] = useState<MatrixRole | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MatrixRole | null>(null);

  const roleName = (role: MatrixRole) => (role.role === 'CUSTOM' ? role.name : t(`roles.${role.role}`));

  const save = async (values: RoleValues) => {
    if (editing === 'new') await actions.create(values);
    else if (editing?.id) await actions.update(editing.id, values);
    notify({ message: t('roleDialog.saved', { name: values.name }), severity: 'success' });
    setEditing(null);
  };

  if (loading) return <Skeleton variant="rounded" height={480} aria-busy="true" aria-label={t('matrix.loading')} />;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          {t('matrix.intro')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} sx={{ flexShrink: 0 }}>
          {t('matrix.create')}
        </Button>
      </Stack>
      <Paper
        variant="outlined"
        sx={{ overflowX: 'auto', position: 'relative' }}
        tabIndex={0}
        role="region"
        aria-label={t('matrix.scrollLabel')}
      >
        <Table size="small" sx={{ minWidth: 480 + roles.length * 40 }}>
          <Box component="caption" sx={visuallyHidden}>
            {t('matrix.caption')}
          </Box>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('matrix.permission')}
              </TableCell>
              {roles.map((role) => (
                <TableCell
                  key={role.id ?? role.role}
                  component="th"
                  scope="col"
                  align="center"
                  sx={{ verticalAlign: 'bottom' }}
                >
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {roleName(role)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {t('matrix.holders', { count: role.holders })}
                  </Typography>
                  {role.role === 'CUSTOM' && (
                    <Stack direction="row" sx={{ justifyContent: 'center' }}>
                      <Tooltip title={t('matrix.edit', { name: role.name })}>
                        <IconButton
                          size="small"
                          aria-label={t('matrix.edit', { name: role.name })}
                          onClick={() => setEditing(role)}
                        >
                          <EditIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('matrix.delete', { name: role.name })}>
                        <IconButton
                          size="small"
                          aria-label={t('matrix.delete', { name: role.name })}
                          onClick={() => setDeleting(role)}
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </Stack>
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {PERMISSION_ACTIONS.map((permission) => (
              <TableRow key={permission} hover>
                <TableCell component="th" scope="row">
                  {PERMISSIONS[permission][locale]}
                </TableCell>
                {roles.map((role) => {
                  const granted = role.permissions.includes(permission);
                  return (
                    <TableCell key={role.id ?? role.role} align="center">
                      {granted ? (
                        <CheckIcon color="success" fontSize="small" aria-hidden />
                      ) : (
                        <RemoveIcon color="disabled" fontSize="small" aria-hidden />
                      )}
                      <Box component="span" sx={visuallyHidden}>
                        {granted ? t('matrix.yes') : t('matrix.no')}
                      </Box>
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>

      {editing && (
        <RoleDialog
          initial={
            editing === 'new'
              ? null
              : { name: editing.name, description: editing.description, permissions: editing.permissions }
          }
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('matrix.deleteTitle')}
          body={t('matrix.deleteBody', { name: deleting.name })}
          confirmLabel={t('matrix.deleteConfirm')}
          destructive
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            try {
              await actions.remove(deleting.id!);
              notify({ message: t('matrix.deleted', { name: deleting.name }), severity: 'success' });
              setDeleting(null);
            } catch (failure) {
              notify({ message: errorText(failure), severity: 'error' });
            }
          }}
        />
      )}
    </Box>
  );
}
