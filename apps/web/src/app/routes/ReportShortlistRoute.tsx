import { useReportSession } from '@/features/report/hooks/useReportSession';
import { ShortlistView } from '@/features/shortlist/components/ShortlistView';

/** /report/:id/shortlisted: the shortlist as the observer may see it, with their own feelings. */
export default function ReportShortlistRoute() {
  const { processId } = useReportSession();
  return <ShortlistView processId={processId} />;
}
