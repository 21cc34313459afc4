import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { restUpload } from '@/shared/lib/api';
import { ClientInfoQuery } from '@/shared/session/session.graphql';

/** The header logo, or the one the company's job-board postings show. */
export type CompanyLogoTarget = 'logo' | 'jobBoardLogo';

const UPLOAD_PATH: Record<CompanyLogoTarget, string> = {
  logo: '/client/companies/logo',
  jobBoardLogo: '/client/companies/job-board-logo',
};

/** POST /client/companies/logo (or job-board-logo) with its progress (0 to 1, null when idle); the header's client info is read again after. */
export function useUploadCompanyLogo(target: CompanyLogoTarget = 'logo') {
  const client = useApolloClient();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (file: File) => {
    setProgress(0);
    try {
      const { logoUrl } = await restUpload<{ logoUrl: string }>(UPLOAD_PATH[target], file, setProgress);
      await client.refetchQueries({ include: [ClientInfoQuery] });
      return logoUrl;
    } finally {
      setProgress(null);
    }
  };
  return { upload, progress };
}
