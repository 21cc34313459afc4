import { MenuItem, Stack } from '@mui/material';
import { JOB_TEMPORALITIES, type JobProfile } from '@terna/domain';
import { useTranslation } from 'react-i18next';
import { FormCheckbox, FormTextField } from '@/shared/forms';
import { useLocale } from '@/shared/hooks/useLocale';
import { catalogueApi } from '../catalogues';
import { AgencyFields } from '../components/AgencyFields';
import { NumberField } from '../components/fields';
import { PlaceField } from '../components/PlaceField';
import { PositionField } from '../components/PositionField';
import { StepForm } from '../components/StepForm';
import { StepSection } from '../components/StepSection';
import { useWizard } from '../components/WizardContext';
import { countryName, LAUNCH_COUNTRIES } from '../names';
import { useRestData } from '../hooks/useRestData';

type JobProfileForm = Omit<JobProfile, 'countryCode' | 'currencyCode' | 'placeId'> & {
  countryCode: string;
  currencyCode: string;
  placeId: string;
};

/** Step 1: the job profile (spec 3 "Launch draft (job profile)"). */
export default function JobProfileStep() {
  const { t } = useTranslation('launch');
  const { locale } = useLocale();
  const { data, lock } = useWizard();
  const currencies = useRestData('currencies', catalogueApi.currencies);
  const saved = data.draft.jobProfile ?? {};
  const initial: JobProfileForm = {
    name: data.name,
    positionId: null,
    positionName: '',
    countryCode: '',
    placeId: '',
    placeName: '',
    description: '',
    confidential: false,
    jobTemporality: 'FULL_TIME',
    salaryFrom: null,
    salaryTo: null,
    currencyCode: 'USD',
    publicationInfoName: '',
    videoUrl: '',
    agencyId: null,
    departmentId: null,
    ...saved,
  };
  const profileLock = lock('jobProfile');

  return (
    <StepForm step="job-profile" initial={initial}>
      {(form) => {
        const country = form.watch('countryCode');
        return (
          <>
            <StepSection title={t('jobProfile.offer')}>
              <FormTextField
                name="name"
                label={t('jobProfile.name')}
                required
                fullWidth
                disabled={Boolean(profileLock)}
                helperText={profileLock}
              />
              <PositionField disabled={Boolean(profileLock)} helperText={profileLock} />
              <FormTextField
                name="publicationInfoName"
                label={t('jobProfile.publicTitle')}
                required
                fullWidth
                disabled={Boolean(lock('publicationInfoName'))}
                helperText={lock('publicationInfoName') ?? t('jobProfile.publicTitleHint')}
              />
              <FormTextField
                name="description"
                label={t('jobProfile.description')}
                required
                fullWidth
                multiline
                minRows={4}
                disabled={Boolean(lock('description'))}
                helperText={lock('description') ?? t('jobProfile.descriptionHint')}
              />
              <FormCheckbox
                name="confidential"
                label={t('jobProfile.confidential')}
                disabled={Boolean(lock('confidential'))}
              />
            </StepSection>
            <StepSection title={t('jobProfile.place')}>
              <FormTextField
                name="countryCode"
                select
                label={t('jobProfile.country')}
                required
                fullWidth
                disabled={Boolean(profileLock)}
                onChange={() => {
                  form.setValue('placeId', '', { shouldDirty: true });
                  form.setValue('placeName', '', { shouldDirty: true });
                }}
              >
                {LAUNCH_COUNTRIES.map((code) => ({ code, name: countryName(code, locale) }))
                  .sort((a, b) => a.name.localeCompare(b.name, locale))
                  .map(({ code, name }) => (
                    <MenuItem key={code} value={code}>
                      {name}
                    </MenuItem>
                  ))}
              </FormTextField>
              <PlaceField
                key={country}
                country={country || undefined}
                disabled={Boolean(profileLock)}
                helperText={profileLock}
              />
              <AgencyFields disabled={Boolean(profileLock)} />
            </StepSection>
            <StepSection title={t('jobProfile.conditions')}>
              <FormTextField
                name="jobTemporality"
                select
                label={t('jobProfile.temporality')}
                fullWidth
                disabled={Boolean(profileLock)}
              >
                {JOB_TEMPORALITIES.map((value) => (
                  <MenuItem key={value} value={value}>
                    {t(`temporality.${value}`)}
                  </MenuItem>
                ))}
              </FormTextField>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <NumberField
                  name="salaryFrom"
                  label={t('jobProfile.salaryFrom')}
                  fullWidth
                  disabled={Boolean(profileLock)}
                />
                <NumberField
                  name="salaryTo"
                  label={t('jobProfile.salaryTo')}
                  fullWidth
                  disabled={Boolean(profileLock)}
                />
                <FormTextField
                  name="currencyCode"
                  select
                  label={t('jobProfile.currency')}
                  fullWidth
                  disabled={Boolean(profileLock)}
                >
                  {(currencies.data ?? [{ id: 'USD', name: 'USD', codeISO: 'USD' }]).map((currency) => (
                    <MenuItem key={currency.codeISO} value={currency.codeISO}>
                      {currency.codeISO === currency.name ? currency.codeISO : `${currency.codeISO} · ${currency.name}`}
                    </MenuItem>
                  ))}
                </FormTextField>
              </Stack>
              <FormTextField
                name="videoUrl"
                label={t('jobProfile.video')}
                fullWidth
                type="url"
                disabled={Boolean(profileLock)}
                helperText={t('jobProfile.videoHint')}
              />
            </StepSection>
          </>
        );
      }}
    </StepForm>
  );
}
