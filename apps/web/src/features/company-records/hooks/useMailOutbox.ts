import { useMutation, useQuery } from '@apollo/client/react';
import type { MailStatus } from '@/gql/graphql';
import { MailOutboxQuery, ResendMailMutation } from '../graphql/company-records.graphql';

export const OUTBOX_PAGE_SIZE = 25;

/** A page of the company's mail outbox, and resending a failed e-mail (the page is read again after). */
export function useMailOutbox(page: number, search: string, status: MailStatus | null) {
  const variables = { page, size: OUTBOX_PAGE_SIZE, search: search || null, status };
  const { data, loading, error, refetch } = useQuery(MailOutboxQuery, { variables, fetchPolicy: 'cache-and-network' });
  const [resend, resending] = useMutation(ResendMailMutation, {
    refetchQueries: [{ query: MailOutboxQuery, variables }],
    awaitRefetchQueries: true,
  });
  return {
    page: data?.mailOutbox,
    loading,
    error,
    refetch,
    resend: (id: number) => resend({ variables: { id } }),
    resending: resending.loading,
  };
}
