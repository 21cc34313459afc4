import { graphql } from '@/gql';

export const ChatMessageFragment = graphql(`
  fragment ChatMessage_message on ChatMessage {
    id
    conversationId
    content
    createdAt
    type
    sender
    isSent
    user {
      id
      name
      email
    }
  }
`);

export const ChatMessagesQuery = graphql(`
  query ChatMessages($conversationId: ID!, $after: String, $first: Int) {
    allMessageConnection(conversationId: $conversationId, after: $after, first: $first) {
      messages {
        ...ChatMessage_message
      }
      nextToken
    }
  }
`);

export const ChatConversationQuery = graphql(`
  query ChatConversation($id: ID!, $userId: ID!) {
    getConversation(id: $id) {
      id
      createdAt
    }
    getUser(id: $userId) {
      id
      name
      email
      createdAt
    }
  }
`);

export const CreateConversationMutation = graphql(`
  mutation CreateConversation($id: ID!) {
    createConversation(id: $id) {
      id
      createdAt
    }
  }
`);

export const CreateChatUserMutation = graphql(`
  mutation CreateChatUser {
    createUser {
      id
      name
      email
      createdAt
    }
  }
`);

export const CreateUserConversationsMutation = graphql(`
  mutation CreateUserConversations($conversationId: ID!, $userId: ID!) {
    createUserConversations(conversationId: $conversationId, userId: $userId) {
      conversationId
      userId
    }
  }
`);

export const CreateMessageMutation = graphql(`
  mutation CreateMessage($id: ID!, $conversationId: ID!, $content: String!) {
    createMessage(id: $id, conversationId: $conversationId, content: $content) {
      ...ChatMessage_message
    }
  }
`);

export const MarkConversationReadMutation = graphql(`
  mutation MarkConversationRead($conversationId: ID!) {
    markConversationRead(conversationId: $conversationId)
  }
`);

export const NewMessageSubscription = graphql(`
  subscription NewChatMessage($conversationId: ID!) {
    subscribeToNewMessage(conversationId: $conversationId) {
      ...ChatMessage_message
    }
  }
`);
