import { buildRequest, HttpConnection } from '../harness/http-client.js';
import { percentile } from '../harness/load.js';
import type { BenchEnv, CustomResult, CustomScenario, ScenarioSet } from '../harness/scenario.js';

/** Issue 16: catalogue search answers an autocomplete as the user types. */
const SEARCH_P95_MS = 15;

interface Search {
  name: string;
  /** Request paths, sent in turn: what a recruiter types into the wizard's fields. */
  paths: string[];
}

const SEARCHES: Search[] = [
  {
    name: 'catalogues: GET /catalog-graph-web/places?name (cities)',
    paths: [
      'bogota',
      'quito',
      'medellin',
      'guayaquil',
      'cusco',
      'monterrey',
      'rosario',
      'valparaiso',
      'asuncion',
      'san jose',
      'santa',
      'la paz',
    ].map((name) => `/catalog-graph-web/places?name=${encodeURIComponent(name)}`),
  },
  {
    name: 'catalogues: GET /catalog-mongo-web/skills/search',
    paths: ['excel', 'ventas', 'python', 'negoci', 'sql', 'servicio', 'lider', 'ingles', 'contab', 'gestion'].map(
      (text) => `/catalog-mongo-web/skills/search?wildcard=${encodeURIComponent(text)}`,
    ),
  },
  {
    name: 'catalogues: GET /catalog-mongo-web/job-titles/search',
    paths: [
      'analista',
      'ejecutivo',
      'desarrollador',
      'jefe',
      'asistente',
      'tecnico',
      'gerente',
      'contador',
      'a',
      'ing',
    ].map((text) => `/catalog-mongo-web/job-titles/search?wildcard=${encodeURIComponent(text)}`),
  },
];

/**
 * Catalogue searches are REST GETs, not GraphQL: measured here with the harness's lean keep-alive
 * client, one request in flight, signed in as the scale company's owner (so each request pays the
 * token, the membership and the row-level security transaction, like the wizard's).
 */
function searchScenario(search: Search): CustomScenario {
  return {
    name: search.name,
    async run(env: BenchEnv): Promise<CustomResult> {
      const { hostname, port } = new URL(env.address);
      const headers = { authorization: `Bearer ${env.callers.scale.token}`, 'accept-language': 'es' };
      const requests = search.paths.map((path) => buildRequest(hostname, Number(port), path, headers, '', 'GET'));
      const connection = new HttpConnection(hostname, Number(port));
      const send = async (index: number) => {
        const started = performance.now();
        const response = await connection.send(requests[index % requests.length]!);
        if (response.status !== 200)
          throw new Error(`${search.name}: HTTP ${response.status} ${response.body.toString()}`);
        return performance.now() - started;
      };
      try {
        const warmup = env.quick ? 50 : 200;
        const measured = env.quick ? 300 : 2000;
        for (let i = 0; i < warmup; i++) await send(i);
        const latencies: number[] = [];
        for (let i = 0; i < measured; i++) latencies.push(await send(i));
        latencies.sort((a, b) => a - b);
        const round = (value: number) => Math.round(value * 100) / 100;
        const p95 = percentile(latencies, 95);
        return {
          operation: search.name,
          passed: p95 <= SEARCH_P95_MS,
          requests: latencies.length,
          p50Ms: round(percentile(latencies, 50)),
          p95Ms: round(p95),
          p99Ms: round(percentile(latencies, 99)),
          targets: { p95Ms: SEARCH_P95_MS },
        };
      } finally {
        connection.close();
      }
    },
  };
}

export default function catalogueScenarios(): ScenarioSet {
  return { custom: SEARCHES.map(searchScenario) };
}
