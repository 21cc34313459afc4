import {
  Alert,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
} from '@mui/material';
import { DEFAULT_LOCALE, LOCALES, msg, REPORT_FORMATS, reportOptionsSchema, type ReportSection } from '@terna/domain';
import { type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DialogForm, FormRadioGroup, FormTextField } from '@/shared/forms';
import {
  defaultTemplate,
  languageControl,
  toggleSection,
  type ChosenReportOptions,
  type SectionChoice,
  type TemplateChoice,
} from '../report-options';

export interface ReportOptionsFormProps {
  templates: readonly TemplateChoice[];
  sections: readonly SectionChoice[];
  multiLanguage: boolean;
  /** What the options apply to (the bulk dialog: how many people). */
  notice?: ReactNode;
  /** A reason to refuse Accept besides the options themselves. */
  blocked?: boolean;
  busy: boolean;
  onSubmit: (options: ChosenReportOptions) => void;
  onCancel: () => void;
}

/** The form's choices: the template by id, and the requested language (the template may fix another). */
const reportOptionsFormSchema = (templates: readonly TemplateChoice[]) =>
  z.object({
    templateId: z
      .number({ error: msg('required') })
      .refine((id) => templates.some((template) => template.id === id), msg('required')),
    type: reportOptionsSchema.shape.type,
    requestedLanguage: z.enum(LOCALES, { error: msg('required') }),
    sections: z.array(z.string()).min(1, msg('required')),
  });

/**
 * A report's options (spec 1 sections 3, 5 and 9), the same for one candidate and for many:
 * template (the first EVALUAR one at first), format PDF or WORD, the language only with
 * MULTI_LANGUAGE (es, and fixed to es for a template of another engine), and the offered sections,
 * all ticked at first; Accept needs a template and a section. Mounted once the choices are loaded.
 */
export function ReportOptionsForm({
  templates,
  sections,
  multiLanguage,
  notice,
  blocked = false,
  busy,
  onSubmit,
  onCancel,
}: ReportOptionsFormProps) {
  const { t } = useTranslation('candidateReports');
  const templateOf = (id: number | undefined) => templates.find((candidate) => candidate.id === id);

  return (
    <DialogForm
      schema={reportOptionsFormSchema(templates)}
      defaultValues={{
        templateId: defaultTemplate(templates)?.id,
        type: 'PDF',
        requestedLanguage: DEFAULT_LOCALE,
        sections: sections.map((choice) => choice.section),
      }}
      onSubmit={async ({ templateId, type, requestedLanguage, sections: chosen }) => {
        const template = templateOf(templateId);
        if (!template) return;
        onSubmit({
          engineId: template.engineId,
          vendorId: template.vendorId,
          type,
          language: languageControl(requestedLanguage, template.engineId, multiLanguage).value,
          sections: chosen as ReportSection[],
        });
      }}
      onClose={onCancel}
      submitLabel={t('accept', { ns: 'common' })}
      // Accept waits for a template and a section, as the spec's dialog does.
      submitDisabled={(values) => !templateOf(values.templateId) || !values.sections?.length || blocked}
      busy={busy}
      contentSx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}
    >
      {(form) => {
        const template = templateOf(form.watch('templateId'));
        const language = languageControl(form.watch('requestedLanguage'), template?.engineId, multiLanguage);
        return (
          <>
            {notice}
            {templates.length === 0 ? (
              <Alert severity="warning">{t('options.noTemplates')}</Alert>
            ) : (
              <FormTextField
                name="templateId"
                select
                label={t('options.template')}
                disabled={busy}
                fullWidth
                parse={Number}
              >
                {templates.map((option) => (
                  <MenuItem key={option.id} value={option.id}>
                    {option.publicName}
                  </MenuItem>
                ))}
              </FormTextField>
            )}
            <FormRadioGroup name="type" label={t('options.format')} row disabled={busy}>
              {REPORT_FORMATS.map((format) => (
                <FormControlLabel
                  key={format}
                  value={format}
                  control={<Radio />}
                  label={t(`options.formats.${format}`)}
                />
              ))}
            </FormRadioGroup>
            {language.shown && (
              <FormTextField
                name="requestedLanguage"
                select
                label={t('options.language')}
                // A template of another engine writes in es whatever was asked.
                shownValue={language.value}
                disabled={busy || language.locked}
                helperText={language.locked ? t('options.languageLocked', { engine: template?.engineId }) : undefined}
                fullWidth
              >
                {LOCALES.map((locale) => (
                  <MenuItem key={locale} value={locale}>
                    {t(`options.languages.${locale}`)}
                  </MenuItem>
                ))}
              </FormTextField>
            )}
            <SectionsField sections={sections} disabled={busy} />
          </>
        );
      }}
    </DialogForm>
  );
}

/** The offered sections, all ticked at first; with none ticked the group says so at once. */
function SectionsField({ sections, disabled }: { sections: readonly SectionChoice[]; disabled: boolean }) {
  const { t } = useTranslation('candidateReports');
  const { field } = useController<{ sections: ReportSection[] }, 'sections'>({ name: 'sections' });
  const noSection = field.value.length === 0;
  return (
    <FormControl component="fieldset" error={noSection} disabled={disabled}>
      <FormLabel component="legend">{t('options.sections')}</FormLabel>
      <FormGroup>
        {sections.map((choice) => (
          <FormControlLabel
            key={choice.section}
            control={
              <Checkbox
                value={choice.section}
                checked={field.value.includes(choice.section)}
                onChange={() => field.onChange(toggleSection(field.value, choice.section, sections))}
                onBlur={field.onBlur}
              />
            }
            label={choice.label}
          />
        ))}
      </FormGroup>
      {noSection && <FormHelperText role="alert">{t('options.sectionsRequired')}</FormHelperText>}
    </FormControl>
  );
}
