import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale } from '@terna/domain';
import { createAppTheme } from '@/shared/lib/theme';
import { initPortalI18n, portalLocale } from './i18n';
import { PortalApp } from './PortalApp';
import { NotifyProvider } from './ui';

/** The candidate portal (issue 17): its own entry, no Apollo, none of the recruiter app's shell. */
function PortalRoot() {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const theme = useMemo(() => createAppTheme(locale), [locale]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <NotifyProvider>
        <PortalApp />
      </NotifyProvider>
    </ThemeProvider>
  );
}

void initPortalI18n(portalLocale()).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <PortalRoot />
    </StrictMode>,
  ),
);
