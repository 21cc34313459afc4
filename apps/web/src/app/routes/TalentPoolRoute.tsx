import { TalentPoolSection } from '@/features/talent-pool/components/TalentPoolSection';

export default TalentPoolSection;
