import { SignJWT, decodeJwt, jwtVerify, errors as joseErrors } from 'jose';
import { isRecordId } from '@terna/domain';
import { DomainError } from '../errors.js';
import { subjectId } from './tokens.js';

/**
 * A candidate in the evaluation portal (docs/decisions/014): one participation (process person) of
 * one process. The portal's token has an audience of its own, so it is refused by the recruiter API
 * (whose tokens carry the evcore realm and no audience) and a recruiter's token is refused here.
 */
export interface CandidateSession {
  processPersonId: number;
  processId: number;
  personId: number;
  companyId: number;
}

export interface CandidateTokenService {
  issue(session: CandidateSession): Promise<{ token: string; expiresAt: string }>;
  verify(token: string): Promise<CandidateSession>;
}

const ISSUER = 'terna';
export const CANDIDATE_AUDIENCE = 'terna-candidate';
/** Long enough for every step in one sitting (tests, interview); the link or a new code signs in again. */
export const CANDIDATE_SESSION_TTL_SECONDS = 8 * 60 * 60;

export function createCandidateTokenService(
  secret: Uint8Array,
  ttlSeconds = CANDIDATE_SESSION_TTL_SECONDS,
): CandidateTokenService {
  return {
    async issue(session) {
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      const token = await new SignJWT({ pid: session.processId, per: session.personId, cid: session.companyId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(session.processPersonId))
        .setIssuer(ISSUER)
        .setAudience(CANDIDATE_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(secret);
      return { token, expiresAt: expiresAt.toISOString() };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer: ISSUER,
          audience: CANDIDATE_AUDIENCE,
          algorithms: ['HS256'],
          requiredClaims: ['exp'],
        });
        const processPersonId = subjectId(payload.sub);
        const { pid, per, cid } = payload;
        if (processPersonId === undefined || !isRecordId(pid) || !isRecordId(per) || !isRecordId(cid)) {
          throw new DomainError('UNAUTHENTICATED');
        }
        return { processPersonId, processId: pid, personId: per, companyId: cid };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw new DomainError('SESSION_EXPIRED');
        throw new DomainError('UNAUTHENTICATED');
      }
    },
  };
}

/** Whether a bearer token claims to be a candidate's (checked properly by verify). */
export function isCandidateToken(token: string): boolean {
  try {
    const { aud } = decodeJwt(token);
    return aud === CANDIDATE_AUDIENCE || (Array.isArray(aud) && aud.includes(CANDIDATE_AUDIENCE));
  } catch {
    return false;
  }
}
