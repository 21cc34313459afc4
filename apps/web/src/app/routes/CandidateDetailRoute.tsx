import { CandidateDetailPage } from '@/features/candidate-detail/components/CandidateDetailPage';

export default CandidateDetailPage;
