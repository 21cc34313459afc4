import { useMutation } from '@apollo/client/react';
import type { ResourceItemInput } from '@terna/domain';
import { useCallback } from 'react';
import { restUpload } from '@/shared/lib/api';
import {
  DeleteResourceItemMutation,
  PublishResourceItemMutation,
  UpdateResourceItemMutation,
} from '../graphql/resource-center.graphql';

/**
 * A Terna administrator's publishing: add, rewrite and remove items, and upload a document's file.
 * Every list of the resource centre is asked again afterwards, so an item shows (or leaves) wherever it belongs.
 */
export function useResourceEditing() {
  const refetchQueries = ['ResourceItems'];
  const [publishMutation] = useMutation(PublishResourceItemMutation, { refetchQueries, awaitRefetchQueries: true });
  const [updateMutation] = useMutation(UpdateResourceItemMutation, { refetchQueries, awaitRefetchQueries: true });
  const [deleteMutation] = useMutation(DeleteResourceItemMutation, { refetchQueries, awaitRefetchQueries: true });

  const save = useCallback(
    async (id: number | null, input: ResourceItemInput) => {
      if (id === null) {
        const { data } = await publishMutation({ variables: { input } });
        return data!.publishResourceItem;
      }
      const { data } = await updateMutation({ variables: { id, input } });
      return data!.updateResourceItem;
    },
    [publishMutation, updateMutation],
  );
  const remove = useCallback(
    async (id: number) => {
      await deleteMutation({
        variables: { id },
        update: (cache) => cache.evict({ id: cache.identify({ __typename: 'ResourceItem', id }) }),
      });
    },
    [deleteMutation],
  );
  const uploadFile = useCallback(
    (file: File, onProgress?: (fraction: number) => void) =>
      restUpload<{ url: string }>('/resource-center/files', file, onProgress),
    [],
  );
  return { save, remove, uploadFile };
}
