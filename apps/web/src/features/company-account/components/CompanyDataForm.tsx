import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { CANDIDATE_RETENTION_MONTHS_RANGE, companyFormSchema, issueMessage, type CompanyForm } from '@terna/domain';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface CompanyDataFormProps {
  company: CompanyForm;
  countries: { code: string; name: string }[];
  busy: boolean;
  onSave: (values: CompanyForm) => Promise<boolean>;
}

/** The company's names, country, address, description and its settings, checked with the server's schema. */
export function CompanyDataForm({ company, countries, busy, onSave }: CompanyDataFormProps) {
  const { t } = useTranslation('companyAccount');
  const { t: tv } = useTranslation('validation');
  const { register, handleSubmit, control, formState } = useForm<CompanyForm>({
    resolver: zodResolver(companyFormSchema),
    defaultValues: {
      commercialName: company.commercialName,
      companyName: company.companyName,
      countryCode: company.countryCode,
      address: company.address ?? '',
      description: company.description ?? '',
      requireCorporateEmail: company.requireCorporateEmail,
      discValidityDays: company.discValidityDays,
      candidateRetentionMonths: company.candidateRetentionMonths,
    },
  });
  const fieldError = (name: keyof CompanyForm) => {
    const message = formState.errors[name]?.message;
    if (!message) return undefined;
    const { key, params } = issueMessage({ message });
    return tv(key.replace('validation.', ''), params);
  };
  const text = (name: 'commercialName' | 'companyName' | 'address') => (
    <TextField
      {...register(name)}
      label={t(`form.${name}`)}
      required={name !== 'address'}
      error={Boolean(formState.errors[name])}
      helperText={fieldError(name)}
      fullWidth
    />
  );

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('form.title')}
      onSubmit={(event) => void handleSubmit(async (values) => void (await onSave(values)))(event)}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      {text('commercialName')}
      {text('companyName')}
      <Controller
        control={control}
        name="countryCode"
        render={({ field }) => (
          <TextField
            select
            label={t('form.countryCode')}
            required
            {...field}
            error={Boolean(formState.errors.countryCode)}
            helperText={fieldError('countryCode')}
            fullWidth
          >
            {countries.map((country) => (
              <MenuItem key={country.code} value={country.code}>
                {country.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {text('address')}
      <TextField
        {...register('description')}
        label={t('form.description')}
        multiline
        minRows={3}
        error={Boolean(formState.errors.description)}
        helperText={fieldError('description')}
        sx={{ gridColumn: { md: '1 / -1' } }}
        fullWidth
      />
      <TextField
        {...register('discValidityDays', { valueAsNumber: true })}
        type="number"
        label={t('form.discValidityDays')}
        required
        error={Boolean(formState.errors.discValidityDays)}
        helperText={fieldError('discValidityDays') ?? t('form.discValidityDaysHint')}
        slotProps={{ htmlInput: { min: 1, max: 730 } }}
        fullWidth
      />
      <TextField
        {...register('candidateRetentionMonths', { valueAsNumber: true })}
        type="number"
        label={t('form.candidateRetentionMonths')}
        required
        error={Boolean(formState.errors.candidateRetentionMonths)}
        helperText={fieldError('candidateRetentionMonths') ?? t('form.candidateRetentionMonthsHint')}
        slotProps={{
          htmlInput: { min: CANDIDATE_RETENTION_MONTHS_RANGE.min, max: CANDIDATE_RETENTION_MONTHS_RANGE.max },
        }}
        fullWidth
      />
      <Controller
        control={control}
        name="requireCorporateEmail"
        render={({ field }) => (
          <FormControlLabel
            control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
            label={t('form.requireCorporateEmail')}
          />
        )}
      />
      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('form.save')}
        </Button>
      </Box>
    </Box>
  );
}
