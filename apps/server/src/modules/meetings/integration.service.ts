import { and, eq, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { randomBytes } from 'node:crypto';
import { isRecordId, MEETING_PROVIDERS, type MeetingProvider } from '@terna/domain';
import { audit } from '../../audit.js';
import { resolveSecret, subjectId } from '../../auth/tokens.js';
import type { Config } from '../../config.js';
import { requireCaller, type Caller, type RequestContext } from '../../context.js';
import { queryRows, type Database } from '../../db/client.js';
import { companyFeatures, memberships, userIntegrations } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { decryptToken, encryptToken, tokenKey } from './token-cipher.js';
import { ZoomAuthError, zoomClient, type ProviderTokens, type ZoomClient } from './zoom-client.js';

export interface IntegrationView {
  id: number;
  provider: MeetingProvider;
  updatedAt: Date;
  active: boolean;
}

/** The OAuth callback the provider sends the browser back to (docs/api/meetings.md). */
export const OAUTH_CALLBACK_PATH = '/integrations/zoom/callback';
/** A connect flow must finish within this time: the signed state stops being accepted after it. */
const STATE_TTL_SECONDS = 10 * 60;
const STATE_AUDIENCE = 'terna:integration-oauth';
/** Refresh the access token this long before Zoom's expiry, so a call never starts with a dying token. */
const REFRESH_MARGIN_MS = 60_000;

export interface ProviderSetup {
  client: ZoomClient;
  key: Buffer;
  redirectUri: string;
}

/** The configured Zoom app, or INTEGRATION_NOT_CONFIGURED: the product says so instead of sending users to a broken page. */
export function providerSetup(config: Config): ProviderSetup {
  const { zoom, integrationTokenKey } = config;
  if (!zoom.clientId || !zoom.clientSecret || !integrationTokenKey)
    throw new DomainError('INTEGRATION_NOT_CONFIGURED', { provider: 'Zoom' });
  return {
    client: zoomClient(zoom),
    key: tokenKey(integrationTokenKey),
    redirectUri: new URL(OAUTH_CALLBACK_PATH, config.publicUrl).toString(),
  };
}

/** The company's ZOOM_INTEGRATION feature (spec 3 section 6), enforced here as the sidebar hides the button. */
export async function requireZoomFeature(db: Database, companyId: number): Promise<void> {
  const [feature] = await db
    .select({ status: companyFeatures.status })
    .from(companyFeatures)
    .where(and(eq(companyFeatures.companyId, companyId), eq(companyFeatures.name, 'ZOOM_INTEGRATION')));
  if (!feature?.status) throw new DomainError('FEATURE_REQUIRED', { feature: 'ZOOM_INTEGRATION' });
}

const secrets = new WeakMap<Config, Uint8Array>();
const secretOf = (config: Config) => {
  let secret = secrets.get(config);
  if (!secret) secrets.set(config, (secret = resolveSecret(config)));
  return secret;
};

/** getUserIntegrations: the signed-in user's connected tools in the company they act in. */
export async function getUserIntegrations(ctx: RequestContext): Promise<IntegrationView[]> {
  const caller = requireCaller(ctx);
  await requireZoomFeature(ctx.db, caller.companyId);
  const rows = await ctx.db
    .select({
      id: userIntegrations.id,
      provider: userIntegrations.provider,
      updatedAt: userIntegrations.updatedAt,
      active: userIntegrations.active,
    })
    .from(userIntegrations)
    .where(and(eq(userIntegrations.companyId, caller.companyId), eq(userIntegrations.userId, caller.userId)))
    .orderBy(userIntegrations.id);
  return rows.map((row) => ({ ...row, provider: row.provider as MeetingProvider }));
}

/**
 * getIntegrationAuthorizationUrl(provider): the provider's consent page, with a state signed for this
 * user and company that expires in 10 minutes; the callback accepts nothing else.
 */
export async function getIntegrationAuthorizationUrl(
  ctx: RequestContext,
  provider: MeetingProvider,
): Promise<{ provider: MeetingProvider; url: string }> {
  const caller = requireCaller(ctx);
  await requireZoomFeature(ctx.db, caller.companyId);
  const setup = providerSetup(ctx.config);
  const state = await new SignJWT({
    cid: caller.companyId,
    prv: provider,
    nonce: randomBytes(12).toString('base64url'),
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(caller.userId))
    .setAudience(STATE_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${STATE_TTL_SECONDS}s`)
    .sign(secretOf(ctx.config));
  return { provider, url: setup.client.authorizationUrl(setup.redirectUri, state) };
}

interface OAuthState {
  userId: number;
  companyId: number;
  provider: MeetingProvider;
}

async function verifyState(config: Config, state: string): Promise<OAuthState> {
  try {
    const { payload } = await jwtVerify(state, secretOf(config), {
      audience: STATE_AUDIENCE,
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
    const userId = subjectId(payload.sub);
    const { cid, prv } = payload;
    if (userId === undefined || !isRecordId(cid) || !MEETING_PROVIDERS.includes(prv as MeetingProvider))
      throw new Error('incomplete state');
    return { userId, companyId: cid, provider: prv as MeetingProvider };
  } catch {
    throw new DomainError('INTEGRATION_STATE_INVALID');
  }
}

/**
 * The OAuth callback (GET /integrations/zoom/callback): checks the signed state, that its user is
 * still an active member of its company with the feature on, exchanges the code and stores the
 * tokens encrypted, replacing an earlier connection. It runs on the owner connection (the popup
 * carries no bearer token), so the state is the only authority and every row is the state's.
 */
export async function completeAuthorization(
  ctx: RequestContext,
  query: { code?: string; state?: string; error?: string },
): Promise<void> {
  if (!query.state) throw new DomainError('INTEGRATION_STATE_INVALID');
  const state = await verifyState(ctx.config, query.state);
  const setup = providerSetup(ctx.config);
  const [member] = await ctx.db
    .select({ status: memberships.status })
    .from(memberships)
    .where(and(eq(memberships.userId, state.userId), eq(memberships.companyId, state.companyId)));
  if (member?.status !== 'ACTIVE') throw new DomainError('INTEGRATION_STATE_INVALID');
  await requireZoomFeature(ctx.db, state.companyId);
  // The user declined on Zoom's page: nothing to store, the dialog stays on its connect step.
  if (query.error || !query.code) throw new DomainError('INTEGRATION_NOT_CONNECTED', { provider: 'Zoom' });
  const tokens = await providerCall(() => setup.client.exchangeCode(query.code!, setup.redirectUri));
  await ctx.db.transaction(async (tx) => {
    await storeTokens(tx, setup.key, state, tokens);
    await audit(
      tx,
      { userId: state.userId, companyId: state.companyId },
      'integration.connect',
      'userIntegration',
      null,
      {
        provider: state.provider,
      },
    );
  });
}

/** Inserts or replaces the user's connection; twenty callbacks at once leave one row, the last one's tokens. */
async function storeTokens(tx: Database, key: Buffer, owner: OAuthState, tokens: ProviderTokens): Promise<void> {
  const sealed = {
    accessToken: encryptToken(key, tokens.accessToken),
    refreshToken: encryptToken(key, tokens.refreshToken),
    expiresAt: tokens.expiresAt,
  };
  await tx
    .insert(userIntegrations)
    .values({ companyId: owner.companyId, userId: owner.userId, provider: owner.provider, ...sealed })
    .onConflictDoUpdate({
      target: [userIntegrations.companyId, userIntegrations.userId, userIntegrations.provider],
      set: { ...sealed, active: true, updatedAt: sql`now()` },
    });
}

/**
 * Provider failures become domain errors: a refused credential asks the user to connect again; an
 * unreachable or misbehaving provider is a retryable failure. Nothing else is caught.
 */
export async function providerCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ZoomAuthError) throw new DomainError('INTEGRATION_RECONNECT', { provider: 'Zoom' });
    if (error instanceof DomainError) throw error;
    process.emitWarning(`Zoom call failed: ${error instanceof Error ? error.message : String(error)}`);
    throw new DomainError('INTEGRATION_PROVIDER_FAILED', { provider: 'Zoom' });
  }
}

export interface UsableIntegration {
  id: number;
  accessToken: string;
  /** Whether the access token was just refreshed (and the new tokens written). */
  refreshed: boolean;
}

/**
 * The caller's connection with a working access token, refreshed first when it expires within a
 * minute. The row is locked: Zoom's refresh tokens are single-use, so parallel requests of one user
 * refresh once and the others read the new token. A refresh Zoom refuses marks the row inactive and
 * asks for a new connection (returned, not thrown, by the caller so the mark is kept).
 */
export async function usableIntegration(
  ctx: RequestContext,
  caller: Caller,
  provider: MeetingProvider,
  setup: ProviderSetup,
  options: { forceRefresh?: boolean } = {},
): Promise<UsableIntegration | DomainError> {
  const [row] = await queryRows<{
    id: number;
    access_token: string;
    refresh_token: string;
    expires_at: string | Date;
    active: boolean;
  }>(
    ctx.db,
    sql`select id, access_token, refresh_token, expires_at, active from ${userIntegrations}
      where company_id = ${caller.companyId} and user_id = ${caller.userId} and provider = ${provider} for update`,
  );
  if (!row) return new DomainError('INTEGRATION_NOT_CONNECTED', { provider: 'Zoom' });
  if (!row.active) return new DomainError('INTEGRATION_RECONNECT', { provider: 'Zoom' });
  const id = Number(row.id);
  let accessToken: string;
  let refreshToken: string;
  try {
    accessToken = decryptToken(setup.key, row.access_token);
    refreshToken = decryptToken(setup.key, row.refresh_token);
  } catch {
    // Sealed with another key (INTEGRATION_TOKEN_KEY changed): only a new connection helps.
    await ctx.db.update(userIntegrations).set({ active: false }).where(eq(userIntegrations.id, id));
    return new DomainError('INTEGRATION_RECONNECT', { provider: 'Zoom' });
  }
  const expiresAt = new Date(row.expires_at).getTime();
  if (!options.forceRefresh && expiresAt - REFRESH_MARGIN_MS > Date.now()) return { id, accessToken, refreshed: false };
  try {
    const tokens = await setup.client.refresh(refreshToken);
    await storeTokens(ctx.db, setup.key, { userId: caller.userId, companyId: caller.companyId, provider }, tokens);
    return { id, accessToken: tokens.accessToken, refreshed: true };
  } catch (error) {
    if (!(error instanceof ZoomAuthError)) return providerCall(() => Promise.reject(error));
    await ctx.db
      .update(userIntegrations)
      .set({ active: false, updatedAt: new Date() })
      .where(eq(userIntegrations.id, id));
    return new DomainError('INTEGRATION_RECONNECT', { provider: 'Zoom' });
  }
}

/**
 * disconnectAccount(provider): forgets the user's connection at once and revokes it at the provider
 * after the commit (a provider that is down does not keep the connection alive on our side).
 */
export async function disconnectAccount(ctx: RequestContext, provider: MeetingProvider): Promise<{ ok: boolean }> {
  const caller = requireCaller(ctx);
  const [removed] = await ctx.db
    .delete(userIntegrations)
    .where(
      and(
        eq(userIntegrations.companyId, caller.companyId),
        eq(userIntegrations.userId, caller.userId),
        eq(userIntegrations.provider, provider),
      ),
    )
    .returning({ id: userIntegrations.id, accessToken: userIntegrations.accessToken });
  if (!removed) return { ok: false };
  await audit(ctx.db, caller, 'integration.disconnect', 'userIntegration', removed.id, { provider });
  const { zoom, integrationTokenKey } = ctx.config;
  if (zoom.clientId && zoom.clientSecret && integrationTokenKey)
    ctx.afterCommit(async () => {
      try {
        await zoomClient(zoom).revoke(decryptToken(tokenKey(integrationTokenKey), removed.accessToken));
      } catch (error) {
        process.emitWarning(`Zoom revoke failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  return { ok: true };
}
