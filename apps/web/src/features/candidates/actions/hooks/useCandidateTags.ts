import type { Reference } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  CreatePersonTagMutation,
  CreateProcessTagMutation,
  DeletePersonTagMutation,
  TagOptionsQuery,
  UpdateProcessTagMutation,
} from '../graphql/candidate-actions.graphql';

export interface ProcessTagInput {
  code?: string;
  label: string;
  color: string;
}

/**
 * The tags a candidate can carry in a process (getTagsConfig and getCompanyTags), and the
 * mutations that apply, remove, create and relabel them. Applying and removing update the
 * candidate's tags in the cache, so the list and the sidebar follow.
 */
export function useCandidateTags(processId: number, candidateId: number) {
  const options = useQuery(TagOptionsQuery, { variables: { processId }, fetchPolicy: 'cache-and-network' });
  const [createPersonTag, created] = useMutation(CreatePersonTagMutation);
  const [deletePersonTag, deleted] = useMutation(DeletePersonTagMutation);
  const [createProcessTag, createdProcessTag] = useMutation(CreateProcessTagMutation);
  const [updateProcessTag, updatedProcessTag] = useMutation(UpdateProcessTagMutation);
  const candidateRef = { __typename: 'ProcessCandidate' as const, id: candidateId };

  const addTag = async (code: string) => {
    await createPersonTag({
      variables: { processPersonId: candidateId, code },
      update: (cache, { data }) => {
        const tag = data?.createPersonTag;
        if (!tag) return;
        cache.modify<{ tags: Reference[] }>({
          id: cache.identify(candidateRef),
          fields: {
            tags: (existing, { toReference, readField }) => {
              const ref = toReference(tag);
              const current = existing as readonly Reference[];
              return !ref || current.some((item) => readField('id', item) === tag.id) ? current : [...current, ref];
            },
          },
        });
      },
    });
  };

  const removeTag = async (tagId: number) => {
    await deletePersonTag({
      variables: { id: tagId, processPersonId: candidateId },
      update: (cache) => {
        cache.modify<{ tags: Reference[] }>({
          id: cache.identify(candidateRef),
          fields: {
            tags: (existing, { readField }) =>
              (existing as readonly Reference[]).filter((item) => readField('id', item) !== tagId),
          },
        });
      },
    });
  };

  const createTag = async (tag: ProcessTagInput) => {
    await createProcessTag({ variables: { processId, tags: [tag] } });
  };
  // One tag configuration per process: its id is the process id.
  const relabelTag = async (tag: Required<ProcessTagInput>) => {
    await updateProcessTag({ variables: { id: processId, processId, tags: [tag] } });
  };

  return {
    processTags: options.data?.getTagsConfig.tags ?? [],
    companyTags: options.data?.getCompanyTags.listTags ?? [],
    loading: options.loading && !options.data,
    error: options.error,
    addTag,
    removeTag,
    createTag,
    relabelTag,
    toggling: created.loading || deleted.loading,
    savingProcessTag: createdProcessTag.loading || updatedProcessTag.loading,
  };
}
