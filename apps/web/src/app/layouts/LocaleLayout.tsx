import { isLocale } from '@terna/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { currentLocale, localePath, rememberLocale } from '@/shared/lib/locale';
import { SnackbarProvider } from '@/shared/ui/SnackbarProvider';

/** Every page lives under /es or /en; a path without a locale gets the user's one. */
export function LocaleLayout() {
  const { lang } = useParams();
  const location = useLocation();
  const { i18n } = useTranslation();

  useEffect(() => {
    if (!isLocale(lang)) return;
    rememberLocale(lang);
    document.documentElement.lang = lang;
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [lang, i18n]);

  if (!isLocale(lang)) {
    return <Navigate to={localePath(currentLocale(), `${location.pathname}${location.search}`)} replace />;
  }
  return (
    <SnackbarProvider>
      <Outlet />
    </SnackbarProvider>
  );
}
