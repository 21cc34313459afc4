import {
  Alert,
  Button,
  Checkbox,
  DialogActions,
  DialogContent,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import {
  DEFAULT_LOCALE,
  LOCALES,
  REPORT_FORMATS,
  type Locale,
  type ReportFormat,
  type ReportSection,
} from '@terna/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  const formatId = useId();
  const [templateId, setTemplateId] = useState(() => defaultTemplate(templates)?.id ?? null);
  const [type, setType] = useState<ReportFormat>('PDF');
  const [requestedLanguage, setRequestedLanguage] = useState<Locale>(DEFAULT_LOCALE);
  const [chosen, setChosen] = useState<ReportSection[]>(() => sections.map((choice) => choice.section));

  const template = templates.find((candidate) => candidate.id === templateId);
  const language = languageControl(requestedLanguage, template?.engineId, multiLanguage);
  const noSection = chosen.length === 0;
  const ready = template !== undefined && !noSection && !blocked;

  const submit = () => {
    if (!template || !ready) return;
    onSubmit({
      engineId: template.engineId,
      vendorId: template.vendorId,
      type,
      language: language.value,
      sections: chosen,
    });
  };

  return (
    <form
      noValidate
      // No box of its own: on phones the dialog's actions stay at the bottom of the screen.
      style={{ display: 'contents' }}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <DialogContent sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
        {notice}
        {templates.length === 0 ? (
          <Alert severity="warning">{t('options.noTemplates')}</Alert>
        ) : (
          <TextField
            select
            label={t('options.template')}
            value={templateId ?? ''}
            onChange={(event) => setTemplateId(Number(event.target.value))}
            disabled={busy}
            fullWidth
          >
            {templates.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.publicName}
              </MenuItem>
            ))}
          </TextField>
        )}
        <FormControl disabled={busy}>
          <FormLabel id={formatId}>{t('options.format')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={formatId}
            name="format"
            value={type}
            onChange={(event) => setType(event.target.value as ReportFormat)}
          >
            {REPORT_FORMATS.map((format) => (
              <FormControlLabel
                key={format}
                value={format}
                control={<Radio />}
                label={t(`options.formats.${format}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
        {language.shown && (
          <TextField
            select
            label={t('options.language')}
            value={language.value}
            onChange={(event) => setRequestedLanguage(event.target.value as Locale)}
            disabled={busy || language.locked}
            helperText={language.locked ? t('options.languageLocked', { engine: template?.engineId }) : undefined}
            fullWidth
          >
            {LOCALES.map((locale) => (
              <MenuItem key={locale} value={locale}>
                {t(`options.languages.${locale}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <FormControl component="fieldset" error={noSection} disabled={busy}>
          <FormLabel component="legend">{t('options.sections')}</FormLabel>
          <FormGroup>
            {sections.map((choice) => (
              <FormControlLabel
                key={choice.section}
                control={
                  <Checkbox
                    value={choice.section}
                    checked={chosen.includes(choice.section)}
                    onChange={() => setChosen((list) => toggleSection(list, choice.section, sections))}
                  />
                }
                label={choice.label}
              />
            ))}
          </FormGroup>
          {noSection && <FormHelperText>{t('options.sectionsRequired')}</FormHelperText>}
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('cancel', { ns: 'common' })}
        </Button>
        <Button type="submit" variant="contained" loading={busy} disabled={!ready}>
          {t('accept', { ns: 'common' })}
        </Button>
      </DialogActions>
    </form>
  );
}
