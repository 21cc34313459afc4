import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { issueMessage, LOCALES, userProfileSchema, type Locale } from '@terna/domain';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

/** What the form edits: every field present (the server takes omitted ones as unchanged). */
const profileFormSchema = userProfileSchema
  .required({ firstName: true, lastName: true, language: true, country: true })
  .extend({ birthDate: z.union([z.literal(''), userProfileSchema.shape.birthDate]) });
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

interface ProfileFormProps {
  initial: ProfileFormValues;
  countries: { code: string; name: string }[];
  mail: string;
  busy: boolean;
  onSave: (values: ProfileFormValues) => Promise<void>;
}

/** The user's own name, phone, language, country and birth date, checked with the server's schema. */
export function ProfileForm({ initial, countries, mail, busy, onSave }: ProfileFormProps) {
  const { t } = useTranslation('profile');
  const { t: tv } = useTranslation('validation');
  const { register, handleSubmit, control, formState } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: initial,
  });
  const fieldError = (name: keyof ProfileFormValues) => {
    const message = formState.errors[name]?.message;
    if (!message) return undefined;
    const { key, params } = issueMessage({ message });
    return tv(key.replace('validation.', ''), params);
  };
  const select = (name: 'language' | 'country', options: { value: string; label: string }[]) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          required
          label={t(`form.${name}`)}
          {...field}
          error={Boolean(formState.errors[name])}
          helperText={fieldError(name)}
          fullWidth
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('form.title')}
      onSubmit={(event) =>
        void handleSubmit((values) =>
          onSave({ ...values, phone: values.phone ?? '', birthDate: values.birthDate || null }),
        )(event)
      }
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      <TextField
        {...register('firstName')}
        label={t('form.firstName')}
        required
        error={Boolean(formState.errors.firstName)}
        helperText={fieldError('firstName')}
        autoComplete="given-name"
      />
      <TextField
        {...register('lastName')}
        label={t('form.lastName')}
        required
        error={Boolean(formState.errors.lastName)}
        helperText={fieldError('lastName')}
        autoComplete="family-name"
      />
      <TextField
        label={t('form.mail')}
        value={mail}
        slotProps={{ input: { readOnly: true } }}
        helperText={t('form.mailHint')}
      />
      <TextField
        {...register('phone')}
        label={t('form.phone')}
        type="tel"
        autoComplete="tel"
        error={Boolean(formState.errors.phone)}
        helperText={fieldError('phone') ?? t('form.phoneHint')}
      />
      {select(
        'language',
        LOCALES.map((locale: Locale) => ({ value: locale, label: t(`languages.${locale}`) })),
      )}
      {select(
        'country',
        countries.map((country) => ({ value: country.code, label: country.name })),
      )}
      <TextField
        {...register('birthDate')}
        label={t('form.birthDate')}
        type="date"
        error={Boolean(formState.errors.birthDate)}
        helperText={fieldError('birthDate')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('form.save')}
        </Button>
      </Box>
    </Box>
  );
}
