import { ProcessControlPage } from '@/features/processes/components/ProcessControlPage';
import { SectionUnavailable } from '@/shared/ui/SectionUnavailable';

// The tabs' own content (candidates, comparator, shortlist, blacklist, dashboard) comes with later issues.
export default function ProcessControlRoute() {
  return <ProcessControlPage>{({ tabLabel }) => <SectionUnavailable section={tabLabel} embedded />}</ProcessControlPage>;
}
