import { useQuery } from '@apollo/client/react';
import { useDeferredValue } from 'react';
import { PositionsQuery } from '../graphql/launch.graphql';

/** getPositions: the company's job profiles whose name holds the text typed. */
export function usePositionSearch(text: string) {
  const wildcard = useDeferredValue(text.trim());
  const { data, loading } = useQuery(PositionsQuery, { variables: { wildcard }, skip: wildcard === '' });
  return { positions: wildcard ? (data?.getPositions ?? []) : [], loading };
}
