import { useMutation } from '@apollo/client/react';
import { AddPersonMutation } from '../graphql/invitations.graphql';
import { toPersonCreateDto } from '../forms';

/** addPerson: invites a new candidate (source CAP_ADDED) and answers the new candidate. */
export function useAddPerson() {
  const [mutate, { loading }] = useMutation(AddPersonMutation);
  const addPerson = async (
    processId: number,
    values: Parameters<typeof toPersonCreateDto>[0],
    basicVariant: boolean,
  ) => {
    const { data } = await mutate({
      variables: { processId, personCreateDto: toPersonCreateDto(values, basicVariant) },
    });
    if (!data) throw new Error('addPerson answered no candidate');
    return data.addPerson;
  };
  return { addPerson, adding: loading };
}
