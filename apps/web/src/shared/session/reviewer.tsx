import { OBSERVER_REALM } from '@terna/domain';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * Who reviews the candidates on screen: a signed-in company user, or an external observer through
 * their report link (one process, the granted sections only). Shortlist, comparator and candidate
 * detail read it to pick the company or the observer operations; the company is the default so the
 * company pages need no provider. The observer's link token travels with it because the observer's
 * REST calls (feelings) need it as their bearer, as the report's Apollo client does.
 */
export type Reviewer =
  | { realm: 'company' }
  | {
      realm: 'observer';
      observerId: number;
      processId: number;
      sections: string[];
      token: string;
      /** Ends the visit (the expired-link page) when a call outside the report's GraphQL client finds the link expired or revoked. */
      onSessionEnd: () => void;
    };

export type ObserverReviewer = Extract<Reviewer, { realm: 'observer' }>;

const COMPANY_REVIEWER: Reviewer = { realm: 'company' };
const ReviewerContext = createContext<Reviewer>(COMPANY_REVIEWER);

export function ReviewerProvider({ value, children }: { value: Reviewer; children: ReactNode }) {
  return <ReviewerContext.Provider value={value}>{children}</ReviewerContext.Provider>;
}

export function useReviewer(): Reviewer {
  return useContext(ReviewerContext);
}

/** The headers that make a request the observer's (link token as bearer, observer realm). */
export function observerHeaders(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}`, realm: OBSERVER_REALM };
}

/** The candidate detail page in the reviewer's area, without the locale (prefix it with useLocale().to). */
export function candidateDetailPath(
  reviewer: Reviewer,
  processId: number,
  candidateId: number,
  component: string,
): string {
  const area = reviewer.realm === 'observer' ? 'report' : 'cap/process';
  return `/${area}/${processId}/candidates/${candidateId}/${encodeURIComponent(component)}`;
}
