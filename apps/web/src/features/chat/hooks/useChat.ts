import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { CHAT_PAGE_SIZE, escapeChatContent } from '@terna/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ChatMessage_MessageFragment, ChatMessagesQuery as ChatMessagesResult } from '@/gql/graphql';
import {
  ChatConversationQuery,
  ChatMessagesQuery,
  CreateChatUserMutation,
  CreateConversationMutation,
  CreateMessageMutation,
  CreateUserConversationsMutation,
  MarkConversationReadMutation,
  NewMessageSubscription,
} from '../graphql/chat.graphql';

export type ChatMessage = ChatMessage_MessageFragment;

/** Puts a message at the head of the conversation's cached first page (newest first), once. */
export function addToPage(
  page: ChatMessagesResult | null | undefined,
  message: ChatMessage,
): ChatMessagesResult | undefined {
  if (!page) return undefined;
  const messages = page.allMessageConnection.messages;
  if (messages.some((known) => known.id === message.id)) return page;
  return { allMessageConnection: { ...page.allMessageConnection, messages: [message, ...messages] } };
}

/**
 * The chat of a candidate for the signed-in user: the spec's initialisation on first open
 * (conversation, user, membership: each only if absent), the newest CHAT_PAGE_SIZE messages and
 * older pages by cursor, sending with an optimistic message (isSent false: one tick) until the
 * server answers, teammates' messages live (subscribeToNewMessage), and the read marker moved
 * while the chat is open.
 */
export function useChat(conversationId: string, userId: string) {
  const client = useApolloClient();
  const [ready, setReady] = useState(false);
  const [initError, setInitError] = useState<unknown>(null);
  const [createConversation] = useMutation(CreateConversationMutation);
  const [createUser] = useMutation(CreateChatUserMutation);
  const [join] = useMutation(CreateUserConversationsMutation);
  const [markRead] = useMutation(MarkConversationReadMutation);
  const [createMessage] = useMutation(CreateMessageMutation);

  useEffect(() => {
    let cancelled = false;
    const initialise = async () => {
      const { data } = await client.query({
        query: ChatConversationQuery,
        variables: { id: conversationId, userId },
        fetchPolicy: 'network-only',
      });
      if (!data?.getConversation) await createConversation({ variables: { id: conversationId } });
      if (!data?.getUser) await createUser();
      await join({ variables: { conversationId, userId } });
    };
    initialise().then(
      () => !cancelled && setReady(true),
      (error: unknown) => !cancelled && setInitError(error),
    );
    return () => {
      cancelled = true;
    };
  }, [client, conversationId, userId, createConversation, createUser, join]);

  const variables = useMemo(() => ({ conversationId, first: CHAT_PAGE_SIZE }), [conversationId]);
  const { data, loading, error, fetchMore } = useQuery(ChatMessagesQuery, {
    variables,
    skip: !ready,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  // Subscribed once the first page is asked for; a message already on the page (the author's own,
  // answered by the mutation too) is not added twice.
  useSubscription(NewMessageSubscription, {
    variables: { conversationId },
    skip: !ready,
    onData: ({ client: apollo, data: live }) => {
      const message = live.data?.subscribeToNewMessage;
      if (message)
        apollo.cache.updateQuery({ query: ChatMessagesQuery, variables }, (current) => addToPage(current, message));
    },
  });
  const page = data?.allMessageConnection;
  const newestId = page?.messages[0]?.id;

  // Whatever arrives while the chat is open has been seen: the list's badge counts from here.
  useEffect(() => {
    if (ready && newestId) void markRead({ variables: { conversationId } }).catch(() => undefined);
  }, [ready, newestId, conversationId, markRead]);

  const [loadingMore, setLoadingMore] = useState(false);
  const loadMore = useCallback(async () => {
    if (!page?.nextToken) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: page.nextToken },
        updateQuery: (previous, { fetchMoreResult }) => ({
          allMessageConnection: {
            messages: [...previous.allMessageConnection.messages, ...fetchMoreResult.allMessageConnection.messages],
            nextToken: fetchMoreResult.allMessageConnection.nextToken,
          },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  }, [fetchMore, page?.nextToken]);

  const send = useCallback(
    async (text: string, author: { name: string; email: string }) => {
      const id = crypto.randomUUID();
      const content = escapeChatContent(text);
      // Typed like the server's answer so the cache normalises the message and its author alike.
      const optimistic = {
        __typename: 'ChatMessage' as const,
        id,
        conversationId,
        content,
        createdAt: new Date().toISOString(),
        type: 'TEXT' as const,
        sender: userId,
        isSent: false,
        user: { __typename: 'ChatAuthor' as const, id: userId, ...author },
      };
      await createMessage({
        variables: { id, conversationId, content },
        optimisticResponse: { createMessage: optimistic },
        update: (cache, { data: sent }) => {
          if (!sent) return;
          cache.updateQuery({ query: ChatMessagesQuery, variables }, (current) =>
            addToPage(current, sent.createMessage),
          );
        },
      });
    },
    [createMessage, conversationId, userId, variables],
  );

  return {
    messages: page?.messages ?? null,
    hasMore: Boolean(page?.nextToken),
    loading: !initError && (!ready || (loading && !page)),
    loadingMore,
    error: initError ?? error ?? null,
    loadMore,
    send,
  };
}
