import { useQuery } from '@apollo/client/react';
import { MenuItem, Stack } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/shared/forms';
import { CompanyAgenciesQuery } from '../graphql/launch.graphql';
import { parseOptionalId } from './fields';

/**
 * The agency and department the process is run for: shown only when the company has agencies
 * (most small companies have none). A department belongs to the chosen agency.
 */
export function AgencyFields({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation('launch');
  const form = useFormContext<{ agencyId?: number | null; departmentId?: number | null }>();
  const { data } = useQuery(CompanyAgenciesQuery);
  const agencies = data?.companyAgencies ?? [];
  const agencyId = form.watch('agencyId');
  if (agencies.length === 0) return null;
  const departments = agencies.find((agency) => agency.id === agencyId)?.departments ?? [];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormTextField
        name="agencyId"
        select
        label={t('jobProfile.agency')}
        fullWidth
        parse={parseOptionalId}
        disabled={disabled}
        onChange={() => form.setValue('departmentId', null, { shouldDirty: true })}
      >
        <MenuItem value="">{t('jobProfile.none')}</MenuItem>
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
        disabled={disabled || departments.length === 0}
      >
        <MenuItem value="">{t('jobProfile.none')}</MenuItem>
        {departments.map((department) => (
          <MenuItem key={department.id} value={department.id}>
            {department.name}
          </MenuItem>
        ))}
      </FormTextField>
    </Stack>
  );
}
