import { useQuery } from '@apollo/client/react';
import { MenuItem, Stack } from '@mui/material';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/shared/forms';
import { CompanyAgenciesQuery } from '../graphql/launch.graphql';
import { parseOptionalId } from './fields';

/**
 * The agency and department the process is run for: shown only when the company has agencies
 * (most small companies have none). A department belongs to the chosen agency. A member limited
 * to an agency (or a department) gets only theirs, chosen and locked: the server places their
 * processes there whatever is sent.
 */
export function AgencyFields({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation('launch');
  const form = useFormContext<{ agencyId?: number | null; departmentId?: number | null }>();
  const { data } = useQuery(CompanyAgenciesQuery);
  const all = data?.companyAgencies ?? [];
  const agencyId = form.watch('agencyId');
  const departmentId = form.watch('departmentId');
  const ownAgency = all.find((agency) => agency.scoped);
  const ownDepartment = ownAgency?.departments.find((department) => department.scoped);
  useEffect(() => {
    if (ownAgency && agencyId !== ownAgency.id) form.setValue('agencyId', ownAgency.id);
    if (ownDepartment && departmentId !== ownDepartment.id) form.setValue('departmentId', ownDepartment.id);
  }, [form, ownAgency, ownDepartment, agencyId, departmentId]);
  if (all.length === 0) return null;
  const agencies = ownAgency ? [ownAgency] : all;
  const departments = ownDepartment
    ? [ownDepartment]
    : (agencies.find((agency) => agency.id === agencyId)?.departments ?? []);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormTextField
        name="agencyId"
        select
        label={t('jobProfile.agency')}
        fullWidth
        parse={parseOptionalId}
        disabled={disabled || Boolean(ownAgency)}
        helperText={ownAgency ? t('jobProfile.scopedAgency') : undefined}
        onChange={() => form.setValue('departmentId', null, { shouldDirty: true })}
      >
        {!ownAgency && <MenuItem value="">{t('jobProfile.none')}</MenuItem>}
        {agencies.map((agency) => (
          <MenuItem key={agency.id} value={agency.id}>
            {agency.name}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        name="departmentId"
        select
        label={t('jobProfile.department')}
        fullWidth
        parse={parseOptionalId}
        disabled={disabled || departments.length === 0 || Boolean(ownDepartment)}
      >
        {!ownDepartment && <MenuItem value="">{t('jobProfile.none')}</MenuItem>}
        {departments.map((department) => (
          <MenuItem key={department.id} value={department.id}>
            {department.name}
          </MenuItem>
        ))}
      </FormTextField>
    </Stack>
  );
}
