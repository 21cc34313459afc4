import { graphql } from '@/gql';

export const ResourceItemFields = graphql(`
  fragment ResourceItemFields on ResourceItem {
    id
    kind
    slug
    title
    description
    language
    url
    published
    publishedAt
  }
`);

export const ResourceItemsQuery = graphql(`
  query ResourceItems($kind: ResourceKind, $language: Locale, $search: String, $page: Int, $size: Int) {
    resourceItems(kind: $kind, language: $language, search: $search, page: $page, size: $size) {
      total
      data {
        ...ResourceItemFields
      }
    }
  }
`);

export const ResourceCenterPublisherQuery = graphql(`
  query ResourceCenterPublisher {
    resourceCenterPublisher
  }
`);

export const ResourceGuideQuery = graphql(`
  query ResourceGuide($slug: String!) {
    resourceItem(slug: $slug) {
      ...ResourceItemFields
      body
      updatedAt
    }
  }
`);

export const PublishResourceItemMutation = graphql(`
  mutation PublishResourceItem($input: ResourceItemInput!) {
    publishResourceItem(input: $input) {
      ...ResourceItemFields
      body
    }
  }
`);

export const UpdateResourceItemMutation = graphql(`
  mutation UpdateResourceItem($id: Int!, $input: ResourceItemInput!) {
    updateResourceItem(id: $id, input: $input) {
      ...ResourceItemFields
      body
    }
  }
`);

export const DeleteResourceItemMutation = graphql(`
  mutation DeleteResourceItem($id: Int!) {
    deleteResourceItem(id: $id)
  }
`);
