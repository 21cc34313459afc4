import type { ErrorCode } from '@terna/domain';

const STATUS: Partial<Record<ErrorCode, number>> = {
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_A_MEMBER: 403,
  MEMBER_DEACTIVATED: 403,
  PROCESS_NOT_OWNED: 403,
  OUTSIDE_SCOPE: 403,
  NOT_ENOUGH_CREDITS: 402,
  NOT_PAYED: 402,
  NOT_FOUND: 404,
  CANDIDATE_EXISTS: 409,
  PERSON_BLACKLISTED: 409,
  CANDIDATE_STATUS_INVALID: 409,
  INTERVIEW_NOT_GRADABLE: 409,
  CANDIDATE_BLACKLISTED: 409,
  TAG_LIMIT: 409,
  REPORT_NOT_AVAILABLE: 409,
  TRUST_REPORT_NOT_AVAILABLE: 409,
  REPORT_NOT_READY: 409,
  QUESTION_BANK_READ_ONLY: 409,
  REPORT_LINK_EXPIRED: 410,
  FILE_TOO_LARGE: 413,
  FILE_TYPE_NOT_ALLOWED: 415,
  FILE_CONTENT_MISMATCH: 415,
  PROCESS_CLOSED: 409,
  PROCESS_OUT_OF_DATE: 409,
  PROCESS_NOT_STARTED: 409,
  CONSENT_REQUIRED: 403,
  CONTACT_EXISTS: 409,
  DEPARTMENT_IN_USE: 409,
  INVITATION_INVALID: 401,
  INVITATION_EXPIRED: 410,
  STEP_NOT_AVAILABLE: 409,
  SESSION_NOT_FOUND: 404,
  APPLICATION_NOT_ACCEPTED: 403,
  IDENTIFICATION_INVALID: 401,
  FILE_ARCHIVE_UNSAFE: 415,
  TOO_MANY_ATTEMPTS: 429,
  SERVICE_UNAVAILABLE: 503,
  ALREADY_PURCHASED: 409,
};

/** An expected failure: its code reaches the client (extensions.code / messages) translated. */
export class DomainError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, unknown> = {},
    /** Per-field messages for bad input: field path → message key. */
    readonly fields?: Record<string, { key: string; params: Record<string, unknown> }>,
  ) {
    super(code);
    this.status = STATUS[code] ?? 400;
  }
}
