import { trustResult, type FacetName } from '@terna/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Facet } from '@/shared/ui/FacetGroup';
import type { TagLook } from './useTagCatalogue';

/** How each filter value reads, in the panel and in the chips of active filters. */
export function useFilterLabels(
  tagOf: (code: string) => TagLook,
  facets: Partial<Record<FacetName, readonly Facet[]>> | undefined,
) {
  const { t } = useTranslation('candidates');
  return useCallback(
    (filter: FacetName, key: string): string => {
      switch (filter) {
        case 'feelings':
          return t(`feelings.${key}`, { defaultValue: key });
        case 'personEvaluationsStatus':
          return t(`status.${key}`, { defaultValue: key });
        case 'trust':
          return t(`trust.${trustResult(key).result}`);
        case 'hired':
          return t(`filters.hiredValues.${key}`, { defaultValue: key });
        case 'tags':
          return tagOf(key).label;
        case 'gender':
        case 'maritalStatus':
          return t(`${filter}.${key}`, { defaultValue: key });
        default:
          return facets?.[filter]?.find((facet) => facet.key === key)?.label ?? key;
      }
    },
    [t, tagOf, facets],
  );
}
