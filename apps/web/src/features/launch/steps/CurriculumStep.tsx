import { Autocomplete, Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  DEFAULT_LANGUAGES,
  DEFAULT_SECTION_WEIGHTS,
  EDUCATION_STATUSES,
  LANGUAGE_LEVELS,
  SKILL_LEVELS,
  type Curriculum,
} from '@terna/domain';
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheckbox, FormTextField } from '@/shared/forms';
import { useLocale } from '@/shared/hooks/useLocale';
import { catalogueApi } from '../catalogues';
import { catalogueNames, ChipsField } from '../components/ChipsField';
import { NumberField, parseOptionalId, RemoveItemButton, WeightField } from '../components/fields';
import type { CatalogueSlug } from '../catalogues';
import { KnockoutQuestionsEditor } from '../components/KnockoutQuestionsEditor';
import { StepForm } from '../components/StepForm';
import { StepSection } from '../components/StepSection';
import { useWizard } from '../components/WizardContext';
import { FormWeightsTotal } from '../components/WeightsTotal';
import { useCatalogueSearch } from '../hooks/useCatalogueSearch';
import { useRestData } from '../hooks/useRestData';
import { languageName } from '../names';

type CurriculumForm = Required<Curriculum>;

/** Step 2: the CV candidates fill and how each section scores. */
export default function CurriculumStep() {
  const { t } = useTranslation('launch');
  const { data, lock } = useWizard();
  const saved = data.draft.curriculum ?? {};
  const currency = data.draft.jobProfile?.currencyCode ?? 'USD';
  const initial: CurriculumForm = {
    personalInfo: { ageFrom: null, ageTo: null, relocation: false, cityList: [] },
    salary: {
      salaryFrom: data.draft.jobProfile?.salaryFrom ?? null,
      salaryTo: data.draft.jobProfile?.salaryTo ?? null,
      includeDefined: false,
      currencyId: currency,
    },
    education: { studyAreaList: [], institutionList: [], degreeId: null, status: null },
    experience: { areaList: [], subAreaList: [], industryList: [], jobTitleList: [], yearsFrom: null, yearsTo: null },
    skillList: [],
    languageList: DEFAULT_LANGUAGES,
    sectionList: DEFAULT_SECTION_WEIGHTS,
    questionList: [],
    ...saved,
  };
  const locked = lock('curriculum');
  const disabled = Boolean(locked);
  const country = data.draft.jobProfile?.countryCode ?? '';

  return (
    <StepForm step="curriculum" initial={initial}>
      {() => (
        <>
          {locked && <Typography color="warning.dark">{locked}</Typography>}
          <StepSection title={t('curriculum.personalInfo')}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <NumberField name="personalInfo.ageFrom" label={t('curriculum.ageFrom')} fullWidth disabled={disabled} />
              <NumberField name="personalInfo.ageTo" label={t('curriculum.ageTo')} fullWidth disabled={disabled} />
            </Stack>
            <ChipsField
              name="personalInfo.cityList"
              label={t('curriculum.cities')}
              disabled={disabled}
              search={(filter) =>
                catalogueApi.places(filter, country).then((result) => result.places.map((place) => place.name))
              }
            />
            <FormCheckbox name="personalInfo.relocation" label={t('curriculum.relocation')} disabled={disabled} />
          </StepSection>
          <StepSection title={t('curriculum.salary')}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <NumberField name="salary.salaryFrom" label={t('jobProfile.salaryFrom')} fullWidth disabled={disabled} />
              <NumberField name="salary.salaryTo" label={t('jobProfile.salaryTo')} fullWidth disabled={disabled} />
            </Stack>
            <FormCheckbox name="salary.includeDefined" label={t('curriculum.includeDefined')} disabled={disabled} />
          </StepSection>
          <EducationSection disabled={disabled} />
          <StepSection title={t('curriculum.experience')}>
            <CatalogueChips fields={EXPERIENCE_CHIPS} disabled={disabled} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <NumberField
                name="experience.yearsFrom"
                label={t('curriculum.yearsFrom')}
                fullWidth
                disabled={disabled}
              />
              <NumberField name="experience.yearsTo" label={t('curriculum.yearsTo')} fullWidth disabled={disabled} />
            </Stack>
          </StepSection>
          <SkillsSection disabled={disabled} />
          <LanguagesSection disabled={disabled} />
          <StepSection title={t('curriculum.sections')}>
            <Typography variant="body2" color="text.secondary">
              {t('curriculum.sectionsHint')}
            </Typography>
            <SectionWeights disabled={disabled} />
          </StepSection>
          <KnockoutQuestionsEditor disabled={disabled} />
        </>
      )}
    </StepForm>
  );
}

/** A list of names picked from a catalogue: the form field, its label key and the catalogue searched. */
type ChipsSpec = readonly [name: string, labelKey: string, slug: CatalogueSlug];
const EXPERIENCE_CHIPS: readonly ChipsSpec[] = [
  ['experience.areaList', 'curriculum.areas', 'experience-areas'],
  ['experience.subAreaList', 'curriculum.subAreas', 'experience-subareas'],
  ['experience.industryList', 'curriculum.industries', 'industries'],
  ['experience.jobTitleList', 'curriculum.jobTitles', 'job-titles'],
];
const EDUCATION_CHIPS: readonly ChipsSpec[] = [
  ['education.studyAreaList', 'curriculum.studyAreas', 'study-areas'],
  ['education.institutionList', 'curriculum.institutions', 'institutions'],
];

function CatalogueChips({ fields, disabled }: { fields: readonly ChipsSpec[]; disabled: boolean }) {
  const { t } = useTranslation('launch');
  return fields.map(([name, labelKey, slug]) => (
    <ChipsField key={name} name={name} label={t(labelKey)} search={catalogueNames(slug)} disabled={disabled} />
  ));
}

function EducationSection({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('launch');
  const degrees = useRestData('degrees', catalogueApi.degrees);
  return (
    <StepSection title={t('curriculum.education')}>
      <CatalogueChips fields={EDUCATION_CHIPS} disabled={disabled} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          name="education.degreeId"
          select
          label={t('curriculum.degree')}
          fullWidth
          disabled={disabled}
          parse={parseOptionalId}
        >
          <MenuItem value="">{t('jobProfile.none')}</MenuItem>
          {[...(degrees.data ?? [])]
            .sort((a, b) => a.order - b.order)
            .map((degree) => (
              <MenuItem key={degree.id} value={degree.id}>
                {degree.name}
              </MenuItem>
            ))}
        </FormTextField>
        <FormTextField
          name="education.status"
          select
          label={t('curriculum.status')}
          fullWidth
          disabled={disabled}
          parse={(value) => (value === '' ? null : value)}
        >
          <MenuItem value="">{t('jobProfile.none')}</MenuItem>
          {EDUCATION_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`educationStatus.${status}`)}
            </MenuItem>
          ))}
        </FormTextField>
      </Stack>
    </StepSection>
  );
}

/** Adds an item picked from a catalogue search to a list (skills, languages). */
function AddFromCatalogue({
  label,
  search,
  onAdd,
  disabled,
}: {
  label: string;
  search: (filter: string) => Promise<{ id: string; name: string }[]>;
  onAdd: (item: { id: string; name: string }) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('launch');
  const [input, setInput] = useState('');
  const { result, loading } = useCatalogueSearch(input, search);
  return (
    <Autocomplete
      freeSolo
      disabled={disabled}
      options={result ?? []}
      value={null}
      inputValue={input}
      onInputChange={(_, text, reason) => reason !== 'reset' && setInput(text)}
      onChange={(_, option) => {
        if (!option) return;
        onAdd(typeof option === 'string' ? { id: option.trim(), name: option.trim() } : option);
        setInput('');
      }}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
      filterOptions={(options) => options}
      loading={loading}
      loadingText={t('search.loading')}
      noOptionsText={input.trim() ? t('search.none') : t('search.type')}
      renderInput={(params) => <TextField {...params} label={label} helperText={t('search.addHint')} />}
    />
  );
}

function SkillsSection({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('launch');
  const { control, getValues } = useFormContext<CurriculumForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'skillList' });
  return (
    <StepSection title={t('curriculum.skills')}>
      <AddFromCatalogue
        label={t('curriculum.addSkill')}
        disabled={disabled}
        search={(filter) =>
          catalogueApi
            .search('skills', filter)
            .then((items) => items.map((item) => ({ id: String(item.id), name: item.name })))
        }
        onAdd={(item) => {
          const taken = getValues('skillList').some((skill) => skill.skill.toLowerCase() === item.name.toLowerCase());
          if (item.name && !taken) append({ skill: item.name, level: 'MEDIUM' });
        }}
      />
      {fields.map((field, index) => (
        <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{field.skill}</Typography>
          <FormTextField
            name={`skillList.${index}.level`}
            select
            size="small"
            label={t('curriculum.level')}
            disabled={disabled}
            sx={{ width: 150, flexShrink: 0 }}
          >
            {SKILL_LEVELS.map((level) => (
              <MenuItem key={level} value={level}>
                {t(`skillLevel.${level}`)}
              </MenuItem>
            ))}
          </FormTextField>
          <RemoveItemButton name={field.skill} disabled={disabled} onRemove={() => remove(index)} />
        </Stack>
      ))}
    </StepSection>
  );
}

function LanguagesSection({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('launch');
  const { locale } = useLocale();
  const { control, getValues } = useFormContext<CurriculumForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'languageList' });
  const nameOf = (id: string) => languageName(id, locale);
  return (
    <StepSection title={t('curriculum.languages')}>
      <AddFromCatalogue
        label={t('curriculum.addLanguage')}
        disabled={disabled}
        search={(filter) =>
          catalogueApi.search('languages', filter).then((items) =>
            items.map((item) => ({
              id: String(item.id),
              name: (locale === 'en' ? item.nameEnglish : item.nameSpanish) ?? item.name,
            })),
          )
        }
        onAdd={(item) => {
          if (!getValues('languageList').some((language) => language.languageId === item.id))
            append({ languageId: item.id, level: 'PROFESSIONAL_WORKING' });
        }}
      />
      {fields.map((field, index) => (
        <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {nameOf(field.languageId)}
          </Typography>
          <FormTextField
            name={`languageList.${index}.level`}
            select
            size="small"
            label={t('curriculum.level')}
            disabled={disabled}
            sx={{ width: 170, flexShrink: 0 }}
          >
            {LANGUAGE_LEVELS.map((level) => (
              <MenuItem key={level} value={level}>
                {t(`languageLevel.${level}`)}
              </MenuItem>
            ))}
          </FormTextField>
          <RemoveItemButton name={nameOf(field.languageId)} disabled={disabled} onRemove={() => remove(index)} />
        </Stack>
      ))}
    </StepSection>
  );
}

function SectionWeights({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('launch');
  const { control } = useFormContext<CurriculumForm>();
  const { fields } = useFieldArray({ control, name: 'sectionList' });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}>
        {fields.map((field, index) => (
          <WeightField
            key={field.id}
            name={`sectionList.${index}.weight`}
            label={t(`cvSection.${field.section}`)}
            disabled={disabled}
          />
        ))}
      </Box>
      <FormWeightsTotal name="sectionList" disabled={disabled} />
    </Box>
  );
}
