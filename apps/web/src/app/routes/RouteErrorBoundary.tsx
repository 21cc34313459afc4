import { isRouteErrorResponse, useRouteError } from 'react-router';
import { GenericErrorPage, NotFoundPage } from '@/features/errors/components/ErrorPages';

/** Status 404 shows the not-found page; anything else the generic error page (spec 3 section 2). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <GenericErrorPage />;
}
