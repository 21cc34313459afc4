import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { restUpload } from '@/shared/lib/api';
import { ClientInfoQuery } from '@/shared/session/session.graphql';

/** POST /client/companies/logo with its progress (0 to 1, null when idle); the header's client info is read again after. */
export function useUploadCompanyLogo() {
  const client = useApolloClient();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (file: File) => {
    setProgress(0);
    try {
      const { logoUrl } = await restUpload<{ logoUrl: string }>('/client/companies/logo', file, setProgress);
      await client.refetchQueries({ include: [ClientInfoQuery] });
      return logoUrl;
    } finally {
      setProgress(null);
    }
  };
  return { upload, progress };
}
