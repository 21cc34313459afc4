import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EDUCATION_STATUSES,
  FILE_SIZE_LIMIT_BYTES,
  FILE_TYPES,
  GENDERS,
  LANGUAGE_LEVELS,
  MARITAL_STATUSES,
  SKILL_LEVELS,
  type PublicQuestion,
} from '@terna/domain';
import { PortalApiError } from '../api';
import { usePortal } from '../context';
import type { CvFile } from '../types';
import { LoadingBlocks, useNotify } from '../ui';
import { cvApi, type CatalogueLanguage, type Degree, type Place } from './cv-api';
import {
  draftFromForm,
  emptyEducation,
  emptyExperience,
  emptyLanguage,
  emptySkill,
  formFromDraft,
  type CvForm,
} from './cv-form';
import { countryOptions, toE164 } from './phone';

/** Autosave waits this long after the last keystroke. */
const AUTOSAVE_DELAY_MS = 1200;
/** The CV file: the two document types docs/api/portal.md accepts. */
const CV_FILE_TYPES = FILE_TYPES.filter((type) => type.extension === 'pdf' || type.extension === 'docx');
const CV_ACCEPT = CV_FILE_TYPES.flatMap((type) => [...type.extensions.map((ext) => `.${ext}`), type.mime]).join(',');

type SaveState = { state: 'idle' } | { state: 'saving' } | { state: 'saved'; at: string } | { state: 'failed' };
type Errors = Record<string, string>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `cv-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

/** A text field bound to one path of the form, showing the server's message for that path. */
function Field({ path, errors, ...props }: TextFieldProps & { path: string; errors: Errors }) {
  return (
    <TextField
      fullWidth
      {...props}
      error={Boolean(errors[path])}
      helperText={errors[path] ?? props.helperText}
      slotProps={{ ...props.slotProps, htmlInput: { ...(props.slotProps?.htmlInput as object), 'data-path': path } }}
    />
  );
}

function NativeSelect({
  options,
  empty,
  ...props
}: TextFieldProps & { path: string; errors: Errors; options: { value: string; label: string }[]; empty?: string }) {
  return (
    <Field {...props} select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      {empty !== undefined && <option value="">{empty}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Field>
  );
}

function PlaceField({
  form,
  errors,
  onChange,
}: {
  form: CvForm;
  errors: Errors;
  onChange: (place: { placeId: string; placeName: string }) => void;
}) {
  const { t } = useTranslation('portalSteps');
  const [options, setOptions] = useState<Place[]>([]);
  const [input, setInput] = useState(form.personal.placeName);
  const country = form.personal.countryCode;
  const chosen = useRef({ placeId: form.personal.placeId, onChange });
  chosen.current = { placeId: form.personal.placeId, onChange };
  useEffect(() => {
    if (input.trim().length < 3 || !country) return;
    let current = true;
    const timer = window.setTimeout(() => {
      cvApi.places(input.trim(), country).then(
        (places) => {
          if (!current) return;
          setOptions(places ?? []);
          // A city typed in full is taken as chosen: on a phone the list can close before the tap lands.
          const exact = (places ?? []).filter((place) => place.name.toLowerCase() === input.trim().toLowerCase());
          if (exact.length === 1 && chosen.current.placeId !== exact[0]!.uuid)
            chosen.current.onChange({ placeId: exact[0]!.uuid, placeName: exact[0]!.name });
        },
        () => current && setOptions([]),
      );
    }, 300);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [input, country]);
  return (
    <Autocomplete
      freeSolo
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
      renderOption={(props, option) => (
        <li {...props} key={option.uuid}>
          {[option.name, option.province].filter(Boolean).join(', ')}
        </li>
      )}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        setInput(value);
        if (reason === 'input') onChange({ placeId: '', placeName: value });
      }}
      onChange={(_event, value) => {
        if (value && typeof value !== 'string') onChange({ placeId: value.uuid, placeName: value.name });
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('cv.personal.city')}
          required
          error={Boolean(errors['personal.placeId'] ?? errors['personal.placeName'])}
          helperText={errors['personal.placeId'] ?? errors['personal.placeName'] ?? t('cv.personal.cityHelp')}
        />
      )}
    />
  );
}

function Knockouts({
  questions,
  answers,
  errors,
  onAnswer,
}: {
  questions: PublicQuestion[];
  answers: Record<string, string>;
  errors: Errors;
  onAnswer: (questionId: string, optionId: string) => void;
}) {
  return (
    <>
      {questions.map((question) =>
        question.kind === 'SINGLE_CHOICE' ? (
          <FormControl component="fieldset" key={question.id} error={Boolean(errors[`knockouts.${question.id}`])}>
            <FormLabel component="legend" sx={{ color: 'text.primary', mb: 0.5 }}>
              {question.content}
            </FormLabel>
            <RadioGroup
              name={`knockout-${question.id}`}
              value={answers[question.id] ?? ''}
              onChange={(event) => onAnswer(question.id, event.target.value)}
            >
              {question.options.map((option) => (
                <FormControlLabel key={option.id} value={option.id} control={<Radio />} label={option.label} />
              ))}
            </RadioGroup>
            {errors[`knockouts.${question.id}`] && (
              <FormHelperText role="alert">{errors[`knockouts.${question.id}`]}</FormHelperText>
            )}
          </FormControl>
        ) : null,
      )}
    </>
  );
}

function FileUpload({ file, onUploaded }: { file: CvFile | null; onUploaded: (file: CvFile) => void }) {
  const { t } = useTranslation('portalSteps');
  const notify = useNotify();
  const [progress, setProgress] = useState<number | null>(null);
  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    const extension = chosen.name.split('.').pop()?.toLowerCase() ?? '';
    if (!CV_FILE_TYPES.some((type) => type.extensions.includes(extension))) return notify(t('cv.file.wrongType'));
    if (chosen.size > FILE_SIZE_LIMIT_BYTES)
      return notify(t('cv.file.tooLarge', { megabytes: Math.round(FILE_SIZE_LIMIT_BYTES / 1024 / 1024) }));
    setProgress(0);
    try {
      onUploaded((await cvApi.upload(chosen, setProgress)).file);
      notify(t('cv.file.uploaded'), 'success');
    } catch (error) {
      notify(error instanceof Error ? error.message : t('errors.generic'));
    } finally {
      setProgress(null);
    }
  };
  const size = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return (
    <Stack spacing={1}>
      {file && <Typography>{t('cv.file.current', { name: file.name, size: size(file.size) })}</Typography>}
      <Button variant="outlined" component="label" disabled={progress !== null}>
        {file ? t('cv.file.replace') : t('cv.file.choose')}
        <input
          type="file"
          hidden
          accept={CV_ACCEPT}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </Button>
      <Typography variant="body2" color="text.secondary">
        {t('cv.file.help', { megabytes: Math.round(FILE_SIZE_LIMIT_BYTES / 1024 / 1024) })}
      </Typography>
      {progress !== null && (
        <LinearProgress variant="determinate" value={progress * 100} aria-label={t('cv.file.uploading')} />
      )}
    </Stack>
  );
}

const knockoutMap = (answers: unknown): Record<string, string> =>
  Array.isArray(answers)
    ? Object.fromEntries((answers as { questionId: string; optionId: string }[]).map((a) => [a.questionId, a.optionId]))
    : ((answers as Record<string, string> | null) ?? {});

/** The CV step: the form saves itself as the candidate types; "finish" asks the server whether it is complete. */
export default function CvStep() {
  const { t, i18n } = useTranslation('portalSteps');
  const notify = useNotify();
  const { go, fail } = usePortal();
  const [form, setForm] = useState<CvForm | null>(null);
  const [knockouts, setKnockouts] = useState<PublicQuestion[]>([]);
  const [knockoutAnswers, setKnockoutAnswers] = useState<Record<string, string>>({});
  const [file, setFile] = useState<CvFile | null>(null);
  const [degrees, setDegrees] = useState<Degree[]>([]);
  const [languages, setLanguages] = useState<CatalogueLanguage[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [save, setSave] = useState<SaveState>({ state: 'idle' });
  const [finishing, setFinishing] = useState(false);
  const pending = useRef<number | null>(null);
  const latest = useRef<CvForm | null>(null);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);

  useEffect(() => {
    const region = new Intl.Locale(navigator.language || i18n.language).maximize().region ?? '';
    cvApi.load().then(
      (state) => {
        setForm(formFromDraft(state.cv ?? {}, region, ''));
        setKnockouts(state.knockouts ?? []);
        setKnockoutAnswers(knockoutMap(state.knockoutAnswers));
        setFile(state.file ?? null);
      },
      (error: unknown) => fail(error),
    );
    // Catalogues help the candidate choose; without them the fields are free text.
    cvApi.degrees().then(setDegrees, () => setDegrees([]));
    cvApi.languages().then(setLanguages, () => setLanguages([]));
  }, [fail, i18n.language]);

  // Saves go out one after another, each with the newest form: an earlier save answering late must
  // not overwrite a newer one (the city chosen just before "finish" was lost that way).
  const saving = useRef<Promise<void>>(Promise.resolve());
  const flush = useCallback(() => {
    if (pending.current !== null) window.clearTimeout(pending.current);
    pending.current = null;
    saving.current = saving.current.then(async () => {
      if (!latest.current) return;
      setSave({ state: 'saving' });
      try {
        const { savedAt } = await cvApi.save(draftFromForm(latest.current));
        setSave({ state: 'saved', at: savedAt });
      } catch (error) {
        setSave({ state: 'failed' });
        if (error instanceof PortalApiError && error.status === 401) fail(error);
      }
    });
    return saving.current;
  }, [fail]);

  const update = (change: (draft: CvForm) => CvForm) => {
    setForm((previous) => {
      if (!previous) return previous;
      const next = change(previous);
      latest.current = next;
      return next;
    });
    if (pending.current !== null) window.clearTimeout(pending.current);
    pending.current = window.setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
  };
  useEffect(() => () => void (pending.current !== null && window.clearTimeout(pending.current)), []);

  if (!form) return <LoadingBlocks lines={8} />;
  const p = form.personal;
  const setPersonal = (values: Partial<CvForm['personal']>) =>
    update((draft) => ({ ...draft, personal: { ...draft.personal, ...values } }));
  const setList = <K extends 'educationList' | 'experiences' | 'skills' | 'languages'>(
    key: K,
    index: number,
    values: Partial<CvForm[K][number]>,
  ) =>
    update((draft) => ({
      ...draft,
      [key]: draft[key].map((entry, i) => (i === index ? { ...entry, ...values } : entry)),
    }));
  const addTo = <K extends 'educationList' | 'experiences' | 'skills' | 'languages'>(
    key: K,
    entry: CvForm[K][number],
  ) => update((draft) => ({ ...draft, [key]: [...draft[key], entry] }));
  const removeFrom = (key: 'educationList' | 'experiences' | 'skills' | 'languages', index: number) =>
    update((draft) => ({ ...draft, [key]: draft[key].filter((_, i) => i !== index) }));

  const answerKnockout = async (questionId: string, optionId: string) => {
    setKnockoutAnswers((answers) => ({ ...answers, [questionId]: optionId }));
    try {
      const { code } = await cvApi.knockout(questionId, optionId);
      if (code !== 'OK') notify(t('cv.knockouts.refused'));
    } catch (error) {
      fail(error);
    }
  };

  const finish = async () => {
    setFinishing(true);
    setErrors({});
    try {
      await flush();
      await cvApi.finish();
      go('/steps');
    } catch (error) {
      if (error instanceof PortalApiError && error.fields) {
        setErrors(error.fields);
        notify(t('cv.incomplete'));
        window.setTimeout(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      } else fail(error);
    } finally {
      setFinishing(false);
    }
  };

  const phoneValid = p.phone === '' || toE164(p.phone, p.countryCode) !== null;
  const e = errors;
  const levels = (prefix: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  const years = { inputMode: 'numeric' as const, maxLength: 4 };
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {t('components.CURRICULUM')}
        </Typography>
        <Typography variant="body2" color={save.state === 'failed' ? 'error' : 'text.secondary'} aria-live="polite">
          {save.state === 'saving' && t('cv.save.saving')}
          {save.state === 'saved' &&
            t('cv.save.saved', {
              time: new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(new Date(save.at)),
            })}
          {save.state === 'failed' && t('cv.save.failed')}
        </Typography>
      </Stack>

      <Section title={t('cv.personal.title')}>
        <Field
          path="personal.firstName"
          errors={e}
          label={t('cv.personal.firstName')}
          required
          autoComplete="given-name"
          value={p.firstName}
          onChange={(ev) => setPersonal({ firstName: ev.target.value })}
        />
        <Field
          path="personal.lastName"
          errors={e}
          label={t('cv.personal.lastName')}
          required
          autoComplete="family-name"
          value={p.lastName}
          onChange={(ev) => setPersonal({ lastName: ev.target.value })}
        />
        <Field
          path="personal.identification"
          errors={e}
          label={t('cv.personal.identification')}
          value={p.identification}
          onChange={(ev) => setPersonal({ identification: ev.target.value })}
        />
        <Field
          path="personal.birthDate"
          errors={e}
          label={t('cv.personal.birthDate')}
          type="date"
          required
          autoComplete="bday"
          value={p.birthDate}
          onChange={(ev) => setPersonal({ birthDate: ev.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <NativeSelect
          path="personal.gender"
          errors={e}
          label={t('cv.personal.gender')}
          required
          value={p.gender}
          empty=""
          options={levels('cv.gender', GENDERS)}
          onChange={(ev) => setPersonal({ gender: ev.target.value })}
        />
        <NativeSelect
          path="personal.maritalStatus"
          errors={e}
          label={t('cv.personal.maritalStatus')}
          value={p.maritalStatus}
          empty={t('cv.notSaying')}
          options={levels('cv.maritalStatus', MARITAL_STATUSES)}
          onChange={(ev) => setPersonal({ maritalStatus: ev.target.value })}
        />
        <Field
          path="personal.introduction"
          errors={e}
          label={t('cv.personal.introduction')}
          multiline
          minRows={3}
          value={p.introduction}
          onChange={(ev) => setPersonal({ introduction: ev.target.value })}
        />
      </Section>

      <Section title={t('cv.contact.title')}>
        <Field
          path="personal.email"
          errors={e}
          label={t('cv.contact.email')}
          type="email"
          autoComplete="email"
          value={p.email}
          onChange={(ev) => setPersonal({ email: ev.target.value })}
        />
        <NativeSelect
          path="personal.countryCode"
          errors={e}
          label={t('cv.contact.country')}
          required
          autoComplete="country"
          value={p.countryCode}
          empty=""
          options={countries.map((c) => ({ value: c.code, label: `${c.name} (${c.dial})` }))}
          onChange={(ev) => setPersonal({ countryCode: ev.target.value })}
        />
        <PlaceField form={form} errors={e} onChange={(place) => setPersonal(place)} />
        <Field
          path="personal.phone"
          errors={phoneValid ? e : { ...e, 'personal.phone': t('cv.contact.phoneInvalid') }}
          label={t('cv.contact.phone')}
          type="tel"
          required
          autoComplete="tel-national"
          value={p.phone}
          onChange={(ev) => setPersonal({ phone: ev.target.value })}
          helperText={phoneValid && p.phone ? toE164(p.phone, p.countryCode) : t('cv.contact.phoneHelp')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={p.willingToRelocate}
              onChange={(ev) => setPersonal({ willingToRelocate: ev.target.checked })}
            />
          }
          label={t('cv.contact.relocate')}
        />
      </Section>

      <Section title={t('cv.education.title')}>
        {form.educationList.map((entry, index) => (
          <Paper
            key={index}
            variant="outlined"
            sx={{ p: 1.5 }}
            component="fieldset"
            aria-label={t('cv.education.entry', { n: index + 1 })}
          >
            <Stack spacing={2}>
              {degrees.length > 0 ? (
                <NativeSelect
                  path={`educationList.${index}.degreeId`}
                  errors={e}
                  label={t('cv.education.degree')}
                  required
                  value={entry.degreeId}
                  empty=""
                  options={degrees.map((d) => ({ value: String(d.id), label: d.name }))}
                  onChange={(ev) =>
                    setList('educationList', index, {
                      degreeId: ev.target.value,
                      degree: degrees.find((d) => String(d.id) === ev.target.value)?.name ?? '',
                    })
                  }
                />
              ) : (
                <Field
                  path={`educationList.${index}.degree`}
                  errors={e}
                  label={t('cv.education.degree')}
                  required
                  value={entry.degree}
                  onChange={(ev) => setList('educationList', index, { degree: ev.target.value })}
                />
              )}
              <Field
                path={`educationList.${index}.studyArea`}
                errors={e}
                label={t('cv.education.studyArea')}
                value={entry.studyArea}
                onChange={(ev) => setList('educationList', index, { studyArea: ev.target.value })}
              />
              <Field
                path={`educationList.${index}.institution`}
                errors={e}
                label={t('cv.education.institution')}
                value={entry.institution}
                onChange={(ev) => setList('educationList', index, { institution: ev.target.value })}
              />
              <NativeSelect
                path={`educationList.${index}.status`}
                errors={e}
                label={t('cv.education.status')}
                value={entry.status}
                options={levels('cv.educationStatus', EDUCATION_STATUSES)}
                onChange={(ev) => setList('educationList', index, { status: ev.target.value })}
              />
              <Stack direction="row" spacing={1}>
                <Field
                  path={`educationList.${index}.startYear`}
                  errors={e}
                  label={t('cv.education.startYear')}
                  required
                  value={entry.startYear}
                  slotProps={{ htmlInput: years }}
                  onChange={(ev) => setList('educationList', index, { startYear: ev.target.value.replace(/\D/g, '') })}
                />
                {entry.status !== 'IN_PROGRESS' && (
                  <Field
                    path={`educationList.${index}.endYear`}
                    errors={e}
                    label={t('cv.education.endYear')}
                    value={entry.endYear}
                    slotProps={{ htmlInput: years }}
                    onChange={(ev) => setList('educationList', index, { endYear: ev.target.value.replace(/\D/g, '') })}
                  />
                )}
              </Stack>
              <Button color="error" onClick={() => removeFrom('educationList', index)}>
                {t('cv.remove')}
              </Button>
            </Stack>
          </Paper>
        ))}
        <Button variant="outlined" onClick={() => addTo('educationList', emptyEducation())}>
          {t('cv.education.add')}
        </Button>
      </Section>

      <Section title={t('cv.experience.title')}>
        {form.experiences.map((entry, index) => (
          <Paper
            key={index}
            variant="outlined"
            sx={{ p: 1.5 }}
            component="fieldset"
            aria-label={t('cv.experience.entry', { n: index + 1 })}
          >
            <Stack spacing={2}>
              <Field
                path={`experiences.${index}.jobTitle`}
                errors={e}
                label={t('cv.experience.jobTitle')}
                required
                value={entry.jobTitle}
                onChange={(ev) => setList('experiences', index, { jobTitle: ev.target.value })}
              />
              <Field
                path={`experiences.${index}.company`}
                errors={e}
                label={t('cv.experience.company')}
                required
                autoComplete="organization"
                value={entry.company}
                onChange={(ev) => setList('experiences', index, { company: ev.target.value })}
              />
              <Field
                path={`experiences.${index}.area`}
                errors={e}
                label={t('cv.experience.area')}
                value={entry.area}
                onChange={(ev) => setList('experiences', index, { area: ev.target.value })}
              />
              <Field
                path={`experiences.${index}.industry`}
                errors={e}
                label={t('cv.experience.industry')}
                value={entry.industry}
                onChange={(ev) => setList('experiences', index, { industry: ev.target.value })}
              />
              <Field
                path={`experiences.${index}.startDate`}
                errors={e}
                label={t('cv.experience.startDate')}
                type="month"
                required
                value={entry.startDate}
                slotProps={{ inputLabel: { shrink: true } }}
                onChange={(ev) => setList('experiences', index, { startDate: ev.target.value })}
              />
              <FormControlLabel
                control={
                  <Switch
                    checked={entry.current}
                    onChange={(ev) => setList('experiences', index, { current: ev.target.checked })}
                  />
                }
                label={t('cv.experience.current')}
              />
              {!entry.current && (
                <Field
                  path={`experiences.${index}.endDate`}
                  errors={e}
                  label={t('cv.experience.endDate')}
                  type="month"
                  value={entry.endDate}
                  slotProps={{ inputLabel: { shrink: true } }}
                  onChange={(ev) => setList('experiences', index, { endDate: ev.target.value })}
                />
              )}
              <Field
                path={`experiences.${index}.description`}
                errors={e}
                label={t('cv.experience.description')}
                multiline
                minRows={2}
                value={entry.description}
                onChange={(ev) => setList('experiences', index, { description: ev.target.value })}
              />
              <Button color="error" onClick={() => removeFrom('experiences', index)}>
                {t('cv.remove')}
              </Button>
            </Stack>
          </Paper>
        ))}
        <Button variant="outlined" onClick={() => addTo('experiences', emptyExperience())}>
          {t('cv.experience.add')}
        </Button>
      </Section>

      <Section title={t('cv.skills.title')}>
        {form.skills.map((entry, index) => (
          <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Field
              path={`skills.${index}.skill`}
              errors={e}
              label={t('cv.skills.skill')}
              required
              value={entry.skill}
              onChange={(ev) => setList('skills', index, { skill: ev.target.value })}
            />
            <NativeSelect
              path={`skills.${index}.level`}
              errors={e}
              label={t('cv.skills.level')}
              value={entry.level}
              options={levels('cv.skillLevel', SKILL_LEVELS)}
              onChange={(ev) => setList('skills', index, { level: ev.target.value })}
            />
            <Button
              color="error"
              onClick={() => removeFrom('skills', index)}
              aria-label={t('cv.removeNamed', { name: entry.skill })}
            >
              {t('cv.remove')}
            </Button>
          </Stack>
        ))}
        <Button variant="outlined" onClick={() => addTo('skills', emptySkill())}>
          {t('cv.skills.add')}
        </Button>
      </Section>

      <Section title={t('cv.languages.title')}>
        {form.languages.map((entry, index) => (
          <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Autocomplete
              sx={{ flex: 1 }}
              options={languages}
              value={languages.find((language) => String(language.id) === entry.languageId) ?? null}
              getOptionLabel={(option) =>
                (i18n.language === 'en' ? option.nameEnglish : option.nameSpanish) ?? option.name
              }
              onChange={(_ev, value) =>
                setList('languages', index, { languageId: value ? String(value.id) : '', name: value?.name ?? '' })
              }
              renderInput={(params) => (
                <TextField
                  {...params}
                  required
                  label={t('cv.languages.language')}
                  error={Boolean(e[`languages.${index}.languageId`])}
                  helperText={e[`languages.${index}.languageId`]}
                />
              )}
            />
            <NativeSelect
              path={`languages.${index}.level`}
              errors={e}
              label={t('cv.languages.level')}
              value={entry.level}
              options={levels('cv.languageLevel', LANGUAGE_LEVELS)}
              onChange={(ev) => setList('languages', index, { level: ev.target.value })}
            />
            <Button color="error" onClick={() => removeFrom('languages', index)}>
              {t('cv.remove')}
            </Button>
          </Stack>
        ))}
        <Button variant="outlined" onClick={() => addTo('languages', emptyLanguage())}>
          {t('cv.languages.add')}
        </Button>
      </Section>

      <Section title={t('cv.salary.title')}>
        <Stack direction="row" spacing={1}>
          <Field
            path="salary.amount"
            errors={e}
            label={t('cv.salary.amount')}
            required
            value={form.salary.amount}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            onChange={(ev) =>
              update((d) => ({ ...d, salary: { ...d.salary, amount: ev.target.value.replace(/\D/g, '') } }))
            }
          />
          <Field
            path="salary.currency"
            errors={e}
            label={t('cv.salary.currency')}
            required
            value={form.salary.currency}
            sx={{ maxWidth: 120 }}
            slotProps={{ htmlInput: { maxLength: 3, autoCapitalize: 'characters' } }}
            onChange={(ev) =>
              update((d) => ({
                ...d,
                salary: { ...d.salary, currency: ev.target.value.toUpperCase().replace(/[^A-Z]/g, '') },
              }))
            }
          />
        </Stack>
      </Section>

      {knockouts.length > 0 && (
        <Section title={t('cv.knockouts.title')}>
          <Knockouts
            questions={knockouts}
            answers={knockoutAnswers}
            errors={e}
            onAnswer={(q, o) => void answerKnockout(q, o)}
          />
        </Section>
      )}

      <Section title={t('cv.file.title')}>
        <FileUpload file={file} onUploaded={setFile} />
      </Section>

      {Object.keys(errors).length > 0 && <Alert severity="error">{t('cv.incomplete')}</Alert>}
      <Box>
        <Button variant="contained" size="large" fullWidth disabled={finishing} onClick={() => void finish()}>
          {t('cv.finish')}
        </Button>
      </Box>
    </Stack>
  );
}
