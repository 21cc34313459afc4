import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { TagOptionsQuery } from '../actions/graphql/candidate-actions.graphql';
import { FALLBACK_TAG_COLOR, tagGroups } from '../actions/tags';

export interface TagLook {
  label: string;
  color: string;
}

/**
 * The label and colour of every tag code of a process (its own tags and the company's), for
 * the chips of the list, the sidebar and the tag filter. An unknown code shows as itself.
 */
export function useTagCatalogue(processId: number) {
  const { data } = useQuery(TagOptionsQuery, { variables: { processId }, fetchPolicy: 'cache-first' });
  return useMemo(() => {
    const groups = tagGroups(data?.getTagsConfig?.tags ?? [], data?.getCompanyTags.listTags ?? [], []);
    const looks = new Map(
      [...groups.predefined, ...groups.process].map((tag) => [tag.code, { label: tag.label, color: tag.color }]),
    );
    return (code: string): TagLook => looks.get(code) ?? { label: code, color: FALLBACK_TAG_COLOR };
  }, [data]);
}
