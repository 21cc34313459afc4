import { useProcessIdParam } from '../hooks/useProcessIdParam';
import { useProcessSummary } from '../hooks/useProcessSummary';
import { ProcessGuard } from './ProcessGuard';
import { ProcessHeaderCard } from './ProcessHeaderCard';
import { ProcessMenu } from './ProcessMenu';
import { ProcessPageLayout } from './ProcessPageLayout';
import { ProcessSummaryDetails } from './ProcessSummaryDetails';

/** cap-process-etalent-id-summary, cap-process-trust-id-summary and the cap360 summary: launched processes only. */
export function ProcessSummaryPage() {
  const id = useProcessIdParam();
  const result = useProcessSummary(id);
  return (
    <ProcessGuard page="summary" id={id} result={result}>
      {(process) => (
        <ProcessPageLayout>
          <ProcessHeaderCard process={process} actions={<ProcessMenu process={process} context="summary" />} />
          <ProcessSummaryDetails process={process} />
        </ProcessPageLayout>
      )}
    </ProcessGuard>
  );
}
