import { Box, MenuItem, TextField } from '@mui/material';
import { LOCALE_RELOAD_DELAY_MS, LOCALES, isLocale } from '@terna/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { rememberLocale, switchLocalePath } from '@/shared/lib/locale';

/** Changes the interface language: the same page in the other locale, reloaded after 100 ms. */
export function LanguageSelector() {
  const { t } = useTranslation('shell');
  const { locale } = useLocale();
  const location = useLocation();

  const change = (value: string) => {
    if (!isLocale(value) || value === locale) return;
    rememberLocale(value);
    setTimeout(
      () => window.location.assign(`${switchLocalePath(location.pathname, value)}${location.search}`),
      LOCALE_RELOAD_DELAY_MS,
    );
  };

  return (
    <TextField
      select
      fullWidth
      size="small"
      label={t('userMenu.language')}
      value={locale}
      onChange={(event) => change(event.target.value)}
      slotProps={{ select: { MenuProps: { disablePortal: true } } }}
    >
      {LOCALES.map((option) => (
        <MenuItem key={option} value={option} lang={option}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box
              component="img"
              src={`/flags/${option}.svg`}
              alt=""
              sx={{ width: 20, height: 14, objectFit: 'cover', borderRadius: 0.5 }}
            />
            {t(`languages.${option}`)}
          </Box>
        </MenuItem>
      ))}
    </TextField>
  );
}
