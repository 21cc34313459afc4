import { CandidateDetailPage } from '@/features/candidate-detail/components/CandidateDetailPage';
import { PersonalDataExportButton } from '@/features/data-subject-rights';

/** The company user's candidate detail, with the administrator's personal data export in its header. */
export default function CandidateDetailRoute() {
  return (
    <CandidateDetailPage
      actions={({ personId, name }) => <PersonalDataExportButton personId={personId} name={name} />}
    />
  );
}
