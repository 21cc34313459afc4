import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Stack } from '@mui/material';
import { companyRoleSchema, PERMISSION_ACTIONS, PERMISSIONS, type PermissionAction } from '@terna/domain';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormTextField } from '@/shared/forms';
import { useLocale } from '@/shared/hooks/useLocale';

export interface RoleValues {
  name: string;
  description?: string | null;
  permissions: PermissionAction[];
}

interface RoleDialogProps {
  /** The role being edited; null creates one. */
  initial: { name: string; description: string | null; permissions: string[] } | null;
  onSubmit: (values: RoleValues) => Promise<void>;
  onClose: () => void;
}

/** Creates or edits a company role: a name, what it is for, and the permissions it grants, ticked from the catalogue. */
export function RoleDialog({ initial, onSubmit, onClose }: RoleDialogProps) {
  const { t } = useTranslation('users');
  return (
    <FormDialog
      title={initial ? t('roleDialog.editTitle', { name: initial.name }) : t('roleDialog.createTitle')}
      schema={companyRoleSchema}
      defaultValues={{
        name: initial?.name ?? '',
        description: initial?.description ?? '',
        permissions: (initial?.permissions ?? []) as PermissionAction[],
      }}
      submitLabel={t('roleDialog.save')}
      maxWidth="sm"
      fullScreenOnPhone
      onClose={onClose}
      onSubmit={(values) => onSubmit(values)}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField name="name" label={t('roleDialog.name')} required fullWidth autoFocus />
        <FormTextField name="description" label={t('roleDialog.description')} fullWidth multiline minRows={2} />
        <PermissionChecklist />
      </Stack>
    </FormDialog>
  );
}

function PermissionChecklist() {
  const { t } = useTranslation('users');
  const { locale } = useLocale();
  const { control } = useFormContext<RoleValues>();
  const { field, fieldState } = useController({ name: 'permissions', control });
  const helperId = useId();
  const chosen = new Set<string>(field.value);
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)}>
      <FormLabel component="legend">{t('roleDialog.permissions')}</FormLabel>
      <FormGroup aria-describedby={fieldState.error ? helperId : undefined}>
        {PERMISSION_ACTIONS.map((permission, index) => (
          <FormControlLabel
            key={permission}
            label={PERMISSIONS[permission][locale]}
            control={
              <Checkbox
                checked={chosen.has(permission)}
                slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                onChange={(event) =>
                  field.onChange(
                    event.target.checked
                      ? PERMISSION_ACTIONS.filter((item) => item === permission || chosen.has(item))
                      : field.value.filter((item) => item !== permission),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error && (
        <FormHelperText id={helperId} role="alert">
          {fieldState.error.message}
        </FormHelperText>
      )}
    </FormControl>
  );
}
