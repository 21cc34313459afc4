import { BlacklistTab } from '@/features/blacklist/components/BlacklistTab';
import { CandidateListPage } from '@/features/candidates/components/CandidateListPage';
import { ComparatorView } from '@/features/comparator/components/ComparatorView';
import { ObserversButton } from '@/features/observers/components/ObserversButton';
import { ProcessDashboardTab } from '@/features/process-dashboard/components/ProcessDashboardTab';
import { ProcessControlPage } from '@/features/processes/components/ProcessControlPage';
import { ShortlistView } from '@/features/shortlist/components/ShortlistView';
import { SectionUnavailable } from '@/shared/ui/SectionUnavailable';

// Each control tab's content comes from its feature; the shortlist and the comparator also serve the observer's report.
export default function ProcessControlRoute() {
  return (
    <ProcessControlPage headerActions={(process) => <ObserversButton process={process} />}>
      {({ tab, tabLabel, process }) => {
        if (tab === 'people') return <CandidateListPage key={process.id} process={process} />;
        if (tab === 'comparator') return <ComparatorView key={process.id} processId={process.id} />;
        if (tab === 'shortlisted') return <ShortlistView key={process.id} processId={process.id} />;
        if (tab === 'blacklist') return <BlacklistTab key={process.id} process={process} />;
        if (tab === 'dashboard') return <ProcessDashboardTab key={process.id} process={process} />;
        return <SectionUnavailable section={tabLabel} embedded />;
      }}
    </ProcessControlPage>
  );
}
