import { createContext, useContext } from 'react';
import type { ReportSession_InfoFragment } from '@/gql/graphql';

export type ReportSession = ReportSession_InfoFragment;

export const ReportSessionContext = createContext<ReportSession | null>(null);

/** The observer's session, for the pages under the report layout (which provides it once loaded). */
export function useReportSession(): ReportSession {
  const session = useContext(ReportSessionContext);
  if (!session) throw new Error('useReportSession is used outside the report layout');
  return session;
}
