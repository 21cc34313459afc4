import { FormControlLabel, MenuItem, Radio, Stack } from '@mui/material';
import {
  inviteUserSchema,
  memberAccessSchema,
  ROLES,
  USER_SCOPES,
  type MemberRole,
  type UserScope,
} from '@terna/domain';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormRadioGroup, FormTextField } from '@/shared/forms';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { useCompanyRoles, useUserAgencies } from '../hooks/useCompanyRoles';

interface AccessValues {
  email?: string;
  role: MemberRole;
  customRoleId: number | null;
  scope: UserScope;
  agencyId: number | null;
  departmentId: number | null;
}

interface MemberAccessDialogProps {
  /** Inviting asks for an e-mail; editing names the member in the title. */
  mode: { kind: 'invite' } | { kind: 'edit'; name: string; values: AccessValues };
  onSubmit: (values: AccessValues) => Promise<unknown>;
  onClose: () => void;
}

const idOrNull = (text: string) => (text === '' ? null : Number(text));

/**
 * The invite dialog and the change-role-and-scope dialog: a role (built-in or the company's own) and
 * a scope, the whole company or an agency or a department of it, checked with the schema the server
 * applies; the department list follows the chosen agency.
 */
export function MemberAccessDialog({ mode, onSubmit, onClose }: MemberAccessDialogProps) {
  const { t } = useTranslation('users');
  const notify = useSnackbar();
  const { roles } = useCompanyRoles();
  const { agencies } = useUserAgencies();
  const custom = roles.filter((role) => role.role === 'CUSTOM');
  const inviting = mode.kind === 'invite';
  const defaults: AccessValues = inviting
    ? { email: '', role: 'RECRUITER', customRoleId: null, scope: 'company', agencyId: null, departmentId: null }
    : mode.values;
  return (
    <FormDialog
      title={inviting ? t('invite.title') : t('edit.title', { name: mode.name })}
      schema={(inviting ? inviteUserSchema : memberAccessSchema) as typeof memberAccessSchema}
      defaultValues={defaults}
      submitLabel={inviting ? t('invite.submit') : t('edit.submit')}
      maxWidth="sm"
      fullScreenOnPhone
      onClose={onClose}
      onSubmit={async (values) => {
        await onSubmit(values as AccessValues);
        notify({ message: inviting ? t('invite.done') : t('edit.done'), severity: 'success' });
        onClose();
      }}
    >
      {(form) => {
        const scope = form.watch('scope');
        const agencyId = form.watch('agencyId');
        const role = form.watch('role');
        const departments = agencies.find((agency) => agency.id === agencyId)?.departments ?? [];
        return (
          <Stack spacing={2} sx={{ pt: 1 }}>
            {inviting && (
              <FormTextField name="email" type="email" label={t('invite.email')} required autoFocus fullWidth />
            )}
            <FormTextField name="role" select label={t('fields.role')} required fullWidth>
              {ROLES.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`roles.${value}`)}
                </MenuItem>
              ))}
              {custom.length > 0 && <MenuItem value="CUSTOM">{t('roles.CUSTOM')}</MenuItem>}
            </FormTextField>
            {role === 'CUSTOM' && (
              <FormTextField
                name="customRoleId"
                select
                label={t('fields.customRole')}
                required
                fullWidth
                parse={idOrNull}
              >
                {custom.map((item) => (
                  <MenuItem key={item.id} value={item.id ?? ''}>
                    {item.name}
                  </MenuItem>
                ))}
              </FormTextField>
            )}
            <FormRadioGroup
              name="scope"
              label={t('fields.scope')}
              row
              onChange={(value) => {
                if (value === 'company') form.setValue('agencyId', null);
                if (value !== 'department') form.setValue('departmentId', null);
              }}
            >
              {USER_SCOPES.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={t(`scopes.${value}`)}
                  disabled={value !== 'company' && agencies.length === 0}
                />
              ))}
            </FormRadioGroup>
            {scope !== 'company' && (
              <FormTextField
                name="agencyId"
                select
                label={t('fields.agency')}
                required
                fullWidth
                parse={idOrNull}
                onChange={() => form.setValue('departmentId', null)}
              >
                {agencies.map((agency) => (
                  <MenuItem key={agency.id} value={agency.id}>
                    {agency.name}
                  </MenuItem>
                ))}
              </FormTextField>
            )}
            {scope === 'department' && (
              <FormTextField
                name="departmentId"
                select
                label={t('fields.department')}
                required
                fullWidth
                parse={idOrNull}
                disabled={departments.length === 0}
                helperText={agencyId && departments.length === 0 ? t('fields.noDepartments') : undefined}
              >
                {departments.map((department) => (
                  <MenuItem key={department.id} value={department.id}>
                    {department.name}
                  </MenuItem>
                ))}
              </FormTextField>
            )}
          </Stack>
        );
      }}
    </FormDialog>
  );
}
