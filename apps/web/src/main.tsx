import { ApolloProvider } from '@apollo/client/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router';
import { createApolloClient } from './shared/lib/apollo';
import { initI18n } from './shared/lib/i18n';
import { currentLocale } from './shared/lib/locale';
import { createAppTheme } from './shared/lib/theme';

// The language comes from the URL at load; changing it reloads the page (spec 2 section 2.2).
const locale = currentLocale();
initI18n(locale);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={createAppTheme(locale)}>
      <CssBaseline />
      <ApolloProvider client={createApolloClient()}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </ThemeProvider>
  </StrictMode>,
);
