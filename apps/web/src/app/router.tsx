import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { currentLocale, localePath } from '@/shared/lib/locale';
import { paths } from '@/shared/lib/paths';
import { loadNamespaces } from '@/shared/lib/i18n';
import { PageLoader } from '@/shared/ui/PageLoader';
import { processRoutePatterns, type VariantPage } from '@/features/processes/routing';
import { reportRoutePatterns } from '@/features/report/routing';
import { LocaleLayout } from './layouts/LocaleLayout';
import { RouteErrorBoundary } from './routes/RouteErrorBoundary';
import { screenParts } from './first-screens';

/** A page's code: the component, and what it asks the server for before it renders, if anything. */
interface PageModule {
  default: ComponentType;
  prefetch?: (url: URL) => void;
}

/**
 * Pages and the signed-in layouts load on demand so the sign-in page stays light (initial JavaScript
 * budget, docs/performance.md). The route's loader starts fetching the code and the page's
 * catalogues as soon as the address matches, for the layout and the page at once, instead of the
 * page waiting for the layout to load and render; the loader while they arrive stays the same. Once
 * its code is in, a page may ask the server for its data at once (`prefetch`), beside the guards'.
 */
function page(
  load: () => Promise<PageModule>,
  namespaces: readonly string[] = [],
): Pick<RouteObject, 'element' | 'loader' | 'shouldRevalidate'> {
  let loading: Promise<PageModule> | undefined;
  const start = () => (loading ??= Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => module));
  const Page = lazy(start);
  return {
    element: (
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    ),
    // A failed fetch shows when the page renders (the error page), not here.
    loader: ({ request }) => {
      start()
        .then((module) => module.prefetch?.(new URL(request.url)))
        .catch(() => undefined);
      return null;
    },
    // Once started there is nothing to reload: a change of search or filters stays a synchronous navigation.
    shouldRevalidate: () => false,
  };
}

const strip = (path: string) => path.slice(1);

// Summary, edit and relaunch each answer on the cap360, etalent and trust paths; the page's guard moves a process to its plan's one.
const variantRoutes = (variantPage: VariantPage, route: ReturnType<typeof page>, step?: ':step'): RouteObject[] =>
  processRoutePatterns.variants(variantPage, step).map((path) => ({ path: strip(path), ...route }));

const processRoutes: RouteObject[] = [
  {
    path: strip(paths.processList),
    ...page(() => import('./routes/ProcessListRoute'), screenParts.processList.namespaces),
  },
  {
    path: strip(processRoutePatterns.control),
    ...page(
      () => import('./routes/ProcessControlRoute'),
      [
        'processes',
        'candidates',
        'candidateActions',
        'observers',
        'blacklist',
        'processDashboard',
        'shortlist',
        'comparator',
      ],
    ),
  },
  {
    path: 'cap/process/:id/candidates/:candidateId/:component',
    ...page(
      () => import('./routes/CandidateDetailRoute'),
      ['candidateDetail', 'candidateActions', 'personalDataExport'],
    ),
  },
  ...variantRoutes(
    'summary',
    page(() => import('./routes/ProcessSummaryRoute'), ['processes']),
  ),
  // Edit and relaunch are the launch wizard: without a step the wizard picks one (the first, or where the draft was left).
  ...variantRoutes(
    'edit',
    page(() => import('./routes/ProcessEditRoute'), ['processes', 'launch']),
  ),
  ...variantRoutes(
    'edit',
    page(() => import('./routes/ProcessEditRoute'), ['processes', 'launch']),
    ':step',
  ),
  ...variantRoutes(
    'relaunch',
    page(() => import('./routes/ProcessRelaunchRoute'), ['processes', 'launch']),
  ),
  ...variantRoutes(
    'relaunch',
    page(() => import('./routes/ProcessRelaunchRoute'), ['processes', 'launch']),
    ':step',
  ),
  {
    path: strip(processRoutePatterns.profiles),
    ...page(() => import('./routes/ProcessProfilesRoute'), ['processes', 'launch']),
  },
  { path: strip(paths.product), ...page(() => import('./routes/ProductRoute'), ['processes', 'launch']) },
  { path: strip(paths.productErrorActive), ...page(() => import('./routes/ProductActiveErrorRoute'), ['launch']) },
];

const authenticatedRoutes: RouteObject[] = [
  ...processRoutes,
  { path: strip(paths.userCompanies), ...page(() => import('./routes/UserCompaniesRoute'), ['companies']) },
  // The search, my-base and the two CV pages: the section routes them itself (it matches /talent-pool too).
  {
    path: `${strip(paths.talentPool)}/*`,
    ...page(() => import('./routes/TalentPoolRoute'), ['talentPool', 'candidateActions']),
  },
  { path: strip(paths.resourceCenter), ...page(() => import('./routes/ResourceCenterRoute'), ['resourceCenter']) },
  {
    path: strip(paths.resourceCenterVideos),
    ...page(() => import('./routes/ResourceVideosRoute'), ['resourceCenter']),
  },
  {
    path: strip(paths.resourceCenterDocuments),
    ...page(() => import('./routes/ResourceDocumentsRoute'), ['resourceCenter']),
  },
  {
    path: strip(paths.resourceCenterGuide),
    ...page(() => import('./routes/ResourceGuideRoute'), ['resourceCenter']),
  },
  {
    ...page(() => import('./layouts/AccountLayout').then((module) => ({ default: module.AccountLayout }))),
    children: [
      {
        path: strip(paths.accountCompany),
        ...page(() => import('./routes/CompanyAccountRoute'), ['companyAccount', 'company']),
      },
      { path: strip(paths.accountUsers), ...page(() => import('./routes/UsersRoute')) },
      { path: strip(paths.accountProfile), ...page(() => import('./routes/ProfileRoute'), ['profile']) },
      {
        path: strip(paths.subscriptionDetail),
        ...page(() => import('./routes/SubscriptionDetailRoute'), ['subscriptions']),
      },
    ],
  },
  { path: strip(paths.staffOrders), ...page(() => import('./routes/StaffOrdersRoute'), ['subscriptions']) },
  {
    ...page(() => import('./layouts/CompanyAreaLayout').then((module) => ({ default: module.CompanyAreaLayout }))),
    children: [
      { path: strip(paths.companyHome), ...page(() => import('./routes/CompanyHomeRoute'), ['company']) },
      { path: strip(paths.analytics), ...page(() => import('./routes/AnalyticsRoute'), ['companyAnalytics']) },
      { path: strip(paths.tagsAnalytics), ...page(() => import('./routes/TagsAnalyticsRoute'), ['companyAnalytics']) },
      {
        path: strip(paths.companyReports),
        ...page(() => import('./routes/CompanyReportsRoute'), ['companyAnalytics']),
      },
      { path: strip(paths.credits), ...page(() => import('./routes/CreditsRoute'), ['companyAnalytics']) },
      { path: strip(paths.users), ...page(() => import('./routes/UsersRoute'), ['users']) },
      { path: strip(paths.companyTags), ...page(() => import('./routes/CompanyTagsRoute'), ['companyRecords']) },
      { path: strip(paths.hired), ...page(() => import('./routes/HiredRoute'), ['companyRecords']) },
      { path: strip(paths.unwanted), ...page(() => import('./routes/UnwantedRoute'), ['companyRecords']) },
      { path: strip(paths.activityLog), ...page(() => import('./routes/ActivityLogRoute'), ['companyRecords']) },
      { path: strip(paths.mailOutbox), ...page(() => import('./routes/MailOutboxRoute'), ['companyRecords']) },
      {
        path: strip(paths.notificationSettings),
        ...page(() => import('./routes/NotificationSettingsRoute'), ['companyRecords']),
      },
      { path: `${strip(paths.companyArea)}/*`, ...page(() => import('./routes/CompanySectionRoute')) },
    ],
  },
];

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to={localePath(currentLocale(), paths.processList)} replace /> },
  {
    path: ':lang',
    element: <LocaleLayout />,
    errorElement: <RouteErrorBoundary />,
    // Shown on the first load while the matched pages' loaders start their fetches (a moment).
    hydrateFallbackElement: <PageLoader />,
    children: [
      { index: true, element: <Navigate to={strip(paths.processList)} replace /> },
      { path: strip(paths.login), ...page(() => import('./routes/SignInRoute'), screenParts.signIn.namespaces) },
      { path: strip(paths.logout), ...page(() => import('./routes/LogoutRoute')) },
      { path: strip(paths.invitationActivate), ...page(() => import('./routes/InvitationActivateRoute'), ['users']) },
      { path: strip(paths.invitationOnboard), ...page(() => import('./routes/InvitationOnboardRoute'), ['users']) },
      { path: strip(paths.notFound), ...page(() => import('./routes/NotFoundRoute')) },
      { path: strip(paths.maintenance), ...page(() => import('./routes/MaintenanceRoute')) },
      { path: strip(paths.accessDenied), ...page(() => import('./routes/AccessDeniedRoute')) },
      { path: strip(paths.companyNotFound), ...page(() => import('./routes/CompanyNotFoundRoute')) },
      { path: strip(paths.processNotOwned), ...page(() => import('./routes/ProcessNotOwnedRoute')) },
      // The external observer's report: its own session from the link, outside the signed-in layout.
      {
        path: reportRoutePatterns.layout,
        ...page(() => import('./routes/ReportLayoutRoute'), ['report']),
        children: [
          { index: true, ...page(() => import('./routes/ReportTermsRoute')) },
          {
            path: reportRoutePatterns.shortlisted,
            ...page(() => import('./routes/ReportShortlistRoute'), ['shortlist']),
          },
          {
            path: reportRoutePatterns.comparator,
            ...page(() => import('./routes/ReportComparatorRoute'), ['comparator']),
          },
          {
            path: reportRoutePatterns.candidate,
            ...page(() => import('./routes/ReportCandidateRoute'), ['candidateDetail']),
          },
        ],
      },
      { path: reportRoutePatterns.expired, ...page(() => import('./routes/ReportExpiredRoute'), ['report']) },
      // The header, the session guards and the GraphQL client come with the first signed-in page.
      {
        ...page(
          () => import('./layouts/AuthenticatedLayout').then((module) => ({ default: module.AuthenticatedLayout })),
          screenParts.signedInLayout.namespaces,
        ),
        children: authenticatedRoutes,
      },
      // Unknown addresses answer 404 to everyone, signed in or not.
      { path: '*', ...page(() => import('./routes/NotFoundRoute')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
