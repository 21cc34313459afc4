import { CssBaseline, ThemeProvider } from '@mui/material';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router';
import { initI18n } from './shared/lib/i18n';
import { currentLocale } from './shared/lib/locale';
import { createAppTheme } from './shared/lib/theme';

// The language comes from the URL at load; changing it reloads the page (spec 2 section 2.2).
const locale = currentLocale();

// Its 'common' catalogue ships with the app: this waits for no request.
void initI18n(locale).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ThemeProvider theme={createAppTheme(locale)}>
        <CssBaseline />
        <RouterProvider router={router} />
      </ThemeProvider>
    </StrictMode>,
  ),
);
