import { parse } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { BenchEnv, ScenarioSet } from '../harness/scenario.js';

const NOTHING = parse('query Floor { __typename }') as TypedDocumentNode<unknown, Record<string, never>>;

/**
 * What every request costs before its own work: a GraphQL operation that reads nothing, signed in
 * (token, membership, the request's row-level security transaction) and anonymous (HTTP and GraphQL
 * alone). No targets: these are the floor the other operations' API/SQL ratios stand on.
 */
export default async function floorScenarios(env: BenchEnv): Promise<ScenarioSet> {
  return {
    http: [
      { name: 'floor: { __typename } signed in', as: 'scale', requests: await env.web('scale', NOTHING, [{}]) },
      { name: 'floor: { __typename } anonymous', as: 'anonymous', requests: await env.web('anonymous', NOTHING, [{}]) },
    ],
  };
}
