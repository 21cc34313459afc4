import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { currentLocale, localePath } from '@/shared/lib/locale';
import { paths } from '@/shared/lib/paths';
import { PageLoader } from '@/shared/ui/PageLoader';
import { processRoutePatterns, type VariantPage } from '@/features/processes/routing';
import { AuthenticatedLayout } from './layouts/AuthenticatedLayout';
import { CompanyAreaLayout } from './layouts/CompanyAreaLayout';
import { LocaleLayout } from './layouts/LocaleLayout';
import { RouteErrorBoundary } from './routes/RouteErrorBoundary';

/** Pages load on demand so the sign-in page stays light. */
function page(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}

const strip = (path: string) => path.slice(1);

// Summary, edit and relaunch each answer on the cap360, etalent and trust paths; the page's guard moves a process to its plan's one.
const variantRoutes = (variantPage: VariantPage, element: ReturnType<typeof page>): RouteObject[] =>
  processRoutePatterns.variants(variantPage).map((path) => ({ path: strip(path), element }));

const processRoutes: RouteObject[] = [
  { path: strip(paths.processList), element: page(() => import('./routes/ProcessListRoute')) },
  { path: strip(processRoutePatterns.control), element: page(() => import('./routes/ProcessControlRoute')) },
  ...variantRoutes('summary', page(() => import('./routes/ProcessSummaryRoute'))),
  ...variantRoutes('edit', page(() => import('./routes/ProcessEditRoute'))),
  ...variantRoutes('relaunch', page(() => import('./routes/ProcessRelaunchRoute'))),
  { path: strip(processRoutePatterns.profiles), element: page(() => import('./routes/ProcessProfilesRoute')) },
];

const authenticatedRoutes: RouteObject[] = [
  ...processRoutes,
  { path: strip(paths.userCompanies), element: page(() => import('./routes/UserCompaniesRoute')) },
  { path: strip(paths.talentPool), element: page(() => import('./routes/TalentPoolRoute')) },
  // my-base, evaluar and the CV pages: the credits banner shows on the first two.
  { path: `${strip(paths.talentPool)}/*`, element: page(() => import('./routes/TalentPoolRoute')) },
  { path: strip(paths.resourceCenter), element: page(() => import('./routes/ResourceCenterRoute')) },
  {
    element: <CompanyAreaLayout />,
    children: [
      { path: strip(paths.companyHome), element: page(() => import('./routes/CompanyHomeRoute')) },
      { path: strip(paths.analytics), element: page(() => import('./routes/AnalyticsRoute')) },
      { path: strip(paths.users), element: page(() => import('./routes/UsersRoute')) },
      { path: `${strip(paths.companyArea)}/*`, element: page(() => import('./routes/CompanySectionRoute')) },
    ],
  },
];

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to={localePath(currentLocale(), paths.processList)} replace /> },
  {
    path: ':lang',
    element: <LocaleLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      { index: true, element: <Navigate to={strip(paths.processList)} replace /> },
      { path: strip(paths.login), element: page(() => import('./routes/SignInRoute')) },
      { path: strip(paths.logout), element: page(() => import('./routes/LogoutRoute')) },
      { path: strip(paths.notFound), element: page(() => import('./routes/NotFoundRoute')) },
      { path: strip(paths.maintenance), element: page(() => import('./routes/MaintenanceRoute')) },
      { path: strip(paths.accessDenied), element: page(() => import('./routes/AccessDeniedRoute')) },
      { path: strip(paths.companyNotFound), element: page(() => import('./routes/CompanyNotFoundRoute')) },
      { path: strip(paths.processNotOwned), element: page(() => import('./routes/ProcessNotOwnedRoute')) },
      { element: <AuthenticatedLayout />, children: authenticatedRoutes },
      // Unknown addresses answer 404 to everyone, signed in or not.
      { path: '*', element: page(() => import('./routes/NotFoundRoute')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
