import { CandidateListPage } from '@/features/candidates/components/CandidateListPage';
import { ProcessControlPage } from '@/features/processes/components/ProcessControlPage';
import { SectionUnavailable } from '@/shared/ui/SectionUnavailable';

// The people tab lists the candidates; the other tabs (comparator, shortlist, blacklist, dashboard) come with a later issue.
export default function ProcessControlRoute() {
  return (
    <ProcessControlPage>
      {({ tab, tabLabel, process }) =>
        tab === 'people' ? <CandidateListPage key={process.id} process={process} /> : <SectionUnavailable section={tabLabel} embedded />
      }
    </ProcessControlPage>
  );
}
