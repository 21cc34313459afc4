import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { COMPANY_REALM, type Role } from '@terna/domain';
import { buildApp, type ApiRoute } from '../../src/app.js';
import type { Config } from '../../src/config.js';
import type { LogDestination } from '../../src/logging.js';
import type { Services } from '../../src/context.js';
import type { Database, DatabaseHandle } from '../../src/db/client.js';
import { startFakeZoom, type FakeZoom } from './fake-zoom.js';
import { createFactories, DEFAULT_PASSWORD, type CompanyRow, type Factories, type UserRow } from './factories.js';
import { openTestDatabase } from './test-database.js';

export interface GraphqlError {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; fields?: Record<string, string>; [key: string]: unknown };
}

export interface GraphqlBody<T = Record<string, unknown>> {
  data?: T | null;
  errors?: GraphqlError[];
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** The client address: the login throttle and the rate limit count per address. Default: a new one per call. */
  remoteAddress?: string;
}

export interface Member {
  company: CompanyRow;
  user: UserRow & { password: string };
  token: string;
}

export interface TestApp extends Factories {
  app: FastifyInstance;
  routes: ApiRoute[];
  db: Database;
  driver: DatabaseHandle['driver'];
  /** The open test database, for building more services on it (a second job queue). */
  database: DatabaseHandle;
  services: Services;
  jwtSecret: string;
  /** The app's Zoom (ZOOM_OAUTH_URL, ZOOM_API_URL): a local fake started with it, unless the config names another. */
  zoom: FakeZoom;
  /** POST /auth/login, the raw response. */
  loginResponse(email: string, password?: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  /** Signs in and returns the access token (fails the test when sign-in fails). */
  login(email: string, password?: string, options?: RequestOptions): Promise<string>;
  /** POST /graphql; `token` null sends no Authorization header. */
  gql<T = Record<string, unknown>>(
    token: string | null,
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphqlBody<T>>;
  /** A company with one signed-in user of `role`, who accepted the privacy policy unless `acceptedPolicy` is false. */
  buildMember(input?: { role?: Role; company?: CompanyRow; email?: string; acceptedPolicy?: boolean }): Promise<Member>;
  /** A JWT like the server's, for forging expired or foreign tokens. */
  signToken(
    claims: { userId: number; companyId: number; email: string; realm?: string },
    options?: { secret?: string; expiresAt?: Date },
  ): Promise<string>;
  /** Another server node on the same database and secret, as behind a load balancer; closed with this one. */
  secondNode(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Turns the app's logger on at production's level (info), writing each JSON line here. */
  log?: LogDestination;
}

/** One app on its own fresh database per test file: build it in beforeAll, close it in afterAll. */
export async function createTestApp(config: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'terna-test-'));
  const jwtSecret = config.jwtSecret ?? `test-secret-${randomBytes(16).toString('hex')}`;
  const zoom = await startFakeZoom();
  const zoomConfig: Partial<Config> = {
    zoom: { clientId: zoom.clientId, clientSecret: zoom.clientSecret, oauthUrl: zoom.oauthUrl, apiUrl: zoom.apiUrl },
    integrationTokenKey: randomBytes(32).toString('base64'),
  };
  const database = await openTestDatabase();
  const nodeConfig = (nodeDataDir: string): Partial<Config> => ({
    dataDir: nodeDataDir,
    demoData: false,
    webDist: join(nodeDataDir, 'no-web-dist'),
    ...(options.log ? { logLevel: 'info' } : {}),
    ...zoomConfig,
    ...config,
    jwtSecret,
  });
  let built: Awaited<ReturnType<typeof buildApp>>;
  try {
    built = await buildApp({ database, ...(options.log ? { logger: options.log } : {}), config: nodeConfig(dataDir) });
  } catch (error) {
    await database.close();
    await zoom.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const { app, routes, services } = built;
  const factories = createFactories(database.db);

  // Every helper sign-in comes from its own address, so the per-address limits never trip a test by accident.
  let addresses = 0;
  const nextAddress = () => {
    addresses += 1;
    return `10.200.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
  };

  const loginResponse: TestApp['loginResponse'] = (email, password = DEFAULT_PASSWORD, options = {}) =>
    app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email, password },
      headers: options.headers ?? {},
      remoteAddress: options.remoteAddress ?? nextAddress(),
    });

  const login: TestApp['login'] = async (email, password, options) => {
    const response = await loginResponse(email, password, options);
    if (response.statusCode !== 200)
      throw new Error(`login ${email} answered ${response.statusCode}: ${response.body}`);
    return (response.json() as { data: { accessToken: string } }).data.accessToken;
  };

  const gql: TestApp['gql'] = async (token, query, variables, headers = {}) => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query, variables },
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
    return response.json();
  };

  const buildMember: TestApp['buildMember'] = async ({ role = 'OWNER', company, email, acceptedPolicy } = {}) => {
    const target = company ?? (await factories.buildCompany());
    const user = await factories.buildUser({ role, companyId: target.id, acceptedPolicy, ...(email ? { email } : {}) });
    return { company: target, user, token: await login(user.email, user.password) };
  };

  const signToken: TestApp['signToken'] = (claims, options = {}) => {
    const expiresAt = options.expiresAt ?? new Date(Date.now() + 15 * 60 * 1000);
    return new SignJWT({ cid: claims.companyId, realm: claims.realm ?? COMPANY_REALM, email: claims.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuer('terna')
      .setIssuedAt(Math.floor(Math.min(Date.now(), expiresAt.getTime()) / 1000) - 60)
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(new TextEncoder().encode(options.secret ?? jwtSecret));
  };

  const otherNodes: FastifyInstance[] = [];
  const secondNode: TestApp['secondNode'] = async () => {
    const node = (await buildApp({ database, config: nodeConfig(join(dataDir, `node-${otherNodes.length + 2}`)) })).app;
    otherNodes.push(node);
    return node;
  };

  return {
    ...factories,
    app,
    routes,
    db: database.db,
    driver: database.driver,
    database,
    services,
    jwtSecret,
    zoom,
    loginResponse,
    login,
    gql,
    buildMember,
    signToken,
    secondNode,
    async close() {
      try {
        for (const node of otherNodes) await node.close();
        await app.close();
      } finally {
        await database.close();
        await zoom.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
