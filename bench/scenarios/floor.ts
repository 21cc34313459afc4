import { parse } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { FIXED_COST_TARGET_MS, type BenchEnv, type ScenarioSet } from '../harness/scenario.js';

const NOTHING = parse('query Floor { __typename }') as TypedDocumentNode<unknown, Record<string, never>>;

/**
 * What every request costs before its own work: a GraphQL operation that reads nothing, signed in
 * (token, membership and session check, the request's row-level security set-up) and anonymous (HTTP
 * and GraphQL alone). The signed-in one is issue 22's fixed cost of a signed-in request.
 */
export default async function floorScenarios(env: BenchEnv): Promise<ScenarioSet> {
  return {
    http: [
      {
        name: 'floor: { __typename } signed in',
        as: 'scale',
        requests: await env.web('scale', NOTHING, [{}]),
        targets: { apiMinusSqlP50Ms: FIXED_COST_TARGET_MS },
      },
      { name: 'floor: { __typename } anonymous', as: 'anonymous', requests: await env.web('anonymous', NOTHING, [{}]) },
    ],
  };
}
