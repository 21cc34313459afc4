import { MenuItem, TextField } from '@mui/material';
import { LOCALES, type Locale } from '@terna/domain';
import { useTranslation } from 'react-i18next';

/** Items in one language, or in every language (an empty value). */
export function LanguageFilter({ value, onChange }: { value: Locale | ''; onChange: (value: Locale | '') => void }) {
  const { t } = useTranslation('resourceCenter');
  return (
    <TextField
      select
      size="small"
      label={t('filters.language')}
      value={value}
      onChange={(event) => onChange(event.target.value as Locale | '')}
      sx={{ minWidth: 180, width: { xs: '100%', sm: 'auto' } }}
    >
      <MenuItem value="">{t('filters.allLanguages')}</MenuItem>
      {LOCALES.map((locale) => (
        <MenuItem key={locale} value={locale}>
          {t(`language.${locale}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
