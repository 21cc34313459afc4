import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { ObserverInput } from '@terna/domain';
import {
  AddObserversMutation,
  DeleteObserverMutation,
  ObserversQuery,
  RenewObserversMutation,
  RevocateObserversMutation,
  SendObserversMutation,
} from '../graphql/observers.graphql';

/** Puts observers the server just created into the process's list, once each, in the order they came. */
function appendToList(cache: ApolloCache, processId: number, created: { id: number }[]) {
  cache.updateQuery({ query: ObserversQuery, variables: { processId } }, (data) => {
    if (!data) return data;
    const known = new Set(data.getObservers.map((observer) => observer.id));
    return {
      ...data,
      getObservers: [
        ...data.getObservers,
        ...(created as typeof data.getObservers).filter((observer) => !known.has(observer.id)),
      ],
    };
  });
}

/**
 * The observer list's actions. Send is two steps on the server (addObservers stores the new
 * invitations as RECENTLY_ADDED, sendObservers mails the links); each step writes its answer to
 * the cache, so a send that fails after the add leaves the stored, unsent rows in the list.
 */
export function useObserverActions(processId: number) {
  const [addMutation, addState] = useMutation(AddObserversMutation);
  const [sendMutation, sendState] = useMutation(SendObserversMutation);
  const [revokeMutation] = useMutation(RevocateObserversMutation);
  const [renewMutation] = useMutation(RenewObserversMutation);
  const [deleteMutation, deleteState] = useMutation(DeleteObserverMutation);

  /** Stores the invitations unsent; answers the ids the server gave them. */
  const add = async (observers: ObserverInput[]): Promise<number[]> => {
    if (observers.length === 0) return [];
    const { data } = await addMutation({
      variables: { processId, observers: observers.map(({ name, email, sections }) => ({ name, email, sections })) },
      update: (cache, { data: answer }) => answer && appendToList(cache, processId, answer.addObservers),
    });
    return data?.addObservers.map((observer) => observer.id) ?? [];
  };

  /** Mails the links; the rows turn ACTIVE with their link and expiry. */
  const send = async (ids: number[]) => {
    await sendMutation({ variables: { processId, listObservers: ids } });
  };

  const revoke = async (id: number) => {
    await revokeMutation({ variables: { processId, listObservers: [id] } });
  };

  /** Answers the new expiry, for the message. */
  const renew = async (id: number): Promise<string | null> => {
    const { data } = await renewMutation({ variables: { processId, listObservers: [id] } });
    return data?.renewObservers[0]?.expiresAt ?? null;
  };

  const remove = async (id: number) => {
    await deleteMutation({
      variables: { processId, observerId: id },
      update: (cache, { data }) => {
        if (!data?.deleteObserver) return;
        // The list drops the dangling reference when it is read again.
        cache.evict({ id: cache.identify({ __typename: 'Observer', id }) });
        cache.gc();
      },
    });
  };

  return {
    add,
    send,
    revoke,
    renew,
    remove,
    sending: addState.loading || sendState.loading,
    deleting: deleteState.loading,
  };
}
