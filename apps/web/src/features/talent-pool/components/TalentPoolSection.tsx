import { Navigate, Route, Routes } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { paths } from '@/shared/lib/paths';
import { TalentPoolCvPage } from './TalentPoolCvPage';
import { TalentPoolSearchPage } from './TalentPoolSearchPage';

/**
 * The talent pool's routes (spec 2 section 2.10) under /talent-pool: the search (talent-pool), my-base
 * (talent-pool-my-base) and the two CV pages; anything else is the not-found page.
 */
export function TalentPoolSection() {
  const { to } = useLocale();
  return (
    <Routes>
      <Route index element={<TalentPoolSearchPage key="pool" pool="TALENT_POOL" />} />
      <Route path="my-base" element={<TalentPoolSearchPage key="base" pool="MY_BASE" />} />
      <Route path="evaluar/cv/:id" element={<TalentPoolCvPage key="pool-cv" pool="TALENT_POOL" />} />
      <Route path="my-base/cv/:id" element={<TalentPoolCvPage key="base-cv" pool="MY_BASE" />} />
      <Route path="*" element={<Navigate to={to(paths.notFound)} replace />} />
    </Routes>
  );
}
