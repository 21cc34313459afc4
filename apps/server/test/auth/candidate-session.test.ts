import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createCandidateTokenService } from '../../src/auth/candidate-session.js';
import { createRequestContext, requireCaller, requireCandidate } from '../../src/context.js';
import type { DomainError } from '../../src/errors.js';
import { testSuite } from '../support/suite.js';

const { t, owner, process } = testSuite({ process: { withJobOpportunity: true } });

const session = () => ({ processPersonId: 41, processId: process.id, personId: 7, companyId: owner.company.id });
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as DomainError).code;
  }
  return 'NO_ERROR';
};

describe('candidate portal tokens', () => {
  it('name one participation and act in its company', async () => {
    const { token } = await t.services.candidateTokens.issue(session());
    const ctx = await createRequestContext(t.services, { authorization: `Bearer ${token}` });
    expect(requireCandidate(ctx)).toEqual(session());
    expect(codeOf(() => requireCaller(ctx))).toBe('UNAUTHENTICATED');
  });

  it('are refused by the recruiter API, and a recruiter token is not a candidate', async () => {
    const { token } = await t.services.candidateTokens.issue(session());
    const answer = await t.gql(token, '{ getUserPermissions { id } }');
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const recruiter = await createRequestContext(t.services, { authorization: `Bearer ${owner.token}` });
    expect(codeOf(() => requireCandidate(recruiter))).toBe('FORBIDDEN');
  });

  it('refuse a token signed with another secret, and an expired one', async () => {
    const forged = await createCandidateTokenService(new TextEncoder().encode('another secret')).issue(session());
    const forgedCtx = await createRequestContext(t.services, { authorization: `Bearer ${forged.token}` });
    expect(codeOf(() => requireCandidate(forgedCtx))).toBe('UNAUTHENTICATED');
    const secret = new TextEncoder().encode(t.jwtSecret);
    const expired = await createCandidateTokenService(secret, -60).issue(session());
    const expiredCtx = await createRequestContext(t.services, { authorization: `Bearer ${expired.token}` });
    expect(codeOf(() => requireCandidate(expiredCtx))).toBe('SESSION_EXPIRED');
  });

  it('refuse a token signed with the right key but without an expiry', async () => {
    const { token } = await t.services.candidateTokens.issue(session());
    const { exp: _expiry, ...claims } = decodeJwt(token);
    const endless = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(t.jwtSecret));
    const ctx = await createRequestContext(t.services, { authorization: `Bearer ${endless}` });
    expect(codeOf(() => requireCandidate(ctx))).toBe('UNAUTHENTICATED');
  });
});
