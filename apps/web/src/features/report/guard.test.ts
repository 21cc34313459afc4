import { describe, expect, it } from 'vitest';
import { reportRedirect } from './guard';

const accepted = { processId: 7, termsAccepted: true };
const pending = { processId: 7, termsAccepted: false };

describe('reportRedirect', () => {
  it.each(['SESSION_EXPIRED', 'UNAUTHENTICATED', 'FORBIDDEN'])(
    'sends a link refused with %s to the expired page',
    (errorCode) => {
      expect(reportRedirect({ processId: 7, errorCode, onTerms: false })).toBe('/report/7/expired');
      expect(reportRedirect({ processId: 7, errorCode, onTerms: true })).toBe('/report/7/expired');
    },
  );

  it('waits on other failures and while the session loads', () => {
    expect(reportRedirect({ processId: 7, errorCode: 'INTERNAL_SERVER_ERROR', onTerms: false })).toBeNull();
    expect(reportRedirect({ processId: 7, onTerms: false })).toBeNull();
  });

  it('sends a link of another process to the expired page', () => {
    expect(reportRedirect({ processId: 8, session: accepted, onTerms: false })).toBe('/report/8/expired');
    expect(reportRedirect({ processId: 8, session: pending, onTerms: true })).toBe('/report/8/expired');
  });

  it('keeps the observer on the terms page until they accept them', () => {
    expect(reportRedirect({ processId: 7, session: pending, onTerms: true })).toBeNull();
    expect(reportRedirect({ processId: 7, session: pending, onTerms: false })).toBe('/report/7');
  });

  it('opens the report once the terms are accepted, skipping the terms page', () => {
    expect(reportRedirect({ processId: 7, session: accepted, onTerms: false })).toBeNull();
    expect(reportRedirect({ processId: 7, session: accepted, onTerms: true })).toBe('/report/7/shortlisted');
  });
});
