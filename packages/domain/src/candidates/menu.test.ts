import { describe, expect, it } from 'vitest';
import { blacklistRefusal, candidateMenuItems, type MenuCandidate, type MenuContext } from './menu.js';

const candidate = (overrides: Partial<MenuCandidate> = {}): MenuCandidate => ({
  evaluationsStatus: 'ENDED',
  blackListed: false,
  composedResult: { value: 80, active: true },
  interviewStatus: 'SUCCESS',
  reliability: null,
  hasComponentStatus: true,
  ...overrides,
});
const context = (overrides: Partial<MenuContext> = {}): MenuContext => ({
  processKind: 'CONTROLLED_FULL',
  processStatus: 'LAUNCHED',
  processHasParent: false,
  processHasReliabilityComponent: false,
  companyHasReliabilityPlan: true,
  onCandidatesPage: false,
  canResetEvaluation: true,
  ...overrides,
});
const items = (c: Partial<MenuCandidate> = {}, x: Partial<MenuContext> = {}) =>
  candidateMenuItems(candidate(c), context(x));

describe('candidate menu', () => {
  it('an ended candidate of a full process', () => {
    expect(items()).toEqual(['downloadReport', 'inviteToTrust', 'compare', 'blacklist', 'hire', 'tags']);
  });

  it('is empty for a blacklisted candidate', () => {
    expect(items({ blackListed: true })).toEqual([]);
  });

  it('delete only for OPEN; approve only for DISQUALIFIED', () => {
    expect(items({ evaluationsStatus: 'OPEN' })).toContain('delete');
    expect(items({ evaluationsStatus: 'INPROGRESS' })).not.toContain('delete');
    expect(items({ evaluationsStatus: 'DISQUALIFIED' })).toContain('approveComponent');
    expect(items({ evaluationsStatus: 'ENDED' })).not.toContain('approveComponent');
  });

  it('download report: not trust, a composed value that is active, not OPEN', () => {
    expect(items({}, { processKind: 'TRUST' })).not.toContain('downloadReport');
    expect(items({ composedResult: { value: null, active: true } })).not.toContain('downloadReport');
    expect(items({ composedResult: { value: 70, active: false } })).not.toContain('downloadReport');
    expect(items({ evaluationsStatus: 'OPEN' })).not.toContain('downloadReport');
  });

  it('compare: ended candidates of non-basic, non-trust processes', () => {
    expect(items({}, { processKind: 'CONTROLLED_BASIC' })).not.toContain('compare');
    expect(items({}, { processKind: 'TRUST' })).not.toContain('compare');
    expect(items({ evaluationsStatus: 'INPROGRESS' })).not.toContain('compare');
    expect(items({}, { processKind: 'STANDARD' })).toContain('compare');
  });

  it('reminder: not basic, not DISQUALIFIED or ENDED', () => {
    expect(items({ evaluationsStatus: 'INPROGRESS' })).toContain('sendReminder');
    expect(items({ evaluationsStatus: 'OPEN' })).toContain('sendReminder');
    expect(items({ evaluationsStatus: 'OPEN' }, { processKind: 'CONTROLLED_BASIC' })).not.toContain('sendReminder');
    expect(items({ evaluationsStatus: 'DISQUALIFIED' })).not.toContain('sendReminder');
  });

  it('renew link: a LAUNCHED process that is not basic, a candidate neither ENDED nor DISQUALIFIED', () => {
    expect(items({ evaluationsStatus: 'OPEN' })).toContain('renewInvitation');
    expect(items({ evaluationsStatus: 'INPROGRESS' })).toContain('renewInvitation');
    expect(items({ evaluationsStatus: 'ENDED' })).not.toContain('renewInvitation');
    expect(items({ evaluationsStatus: 'DISQUALIFIED' })).not.toContain('renewInvitation');
    expect(items({ evaluationsStatus: 'OPEN' }, { processStatus: 'CLOSED' })).not.toContain('renewInvitation');
    expect(items({ evaluationsStatus: 'OPEN' }, { processKind: 'CONTROLLED_BASIC' })).not.toContain('renewInvitation');
    expect(items({ evaluationsStatus: 'OPEN', blackListed: true })).not.toContain('renewInvitation');
  });

  it('evaluate interview: interview PENDING and ENDED, or any state on the candidates page', () => {
    expect(items({ interviewStatus: 'PENDING' })).toContain('evaluateInterview');
    expect(items({ interviewStatus: 'PENDING', evaluationsStatus: 'INPROGRESS' })).not.toContain('evaluateInterview');
    expect(
      items({ interviewStatus: 'PENDING', evaluationsStatus: 'INPROGRESS' }, { onCandidatesPage: true }),
    ).toContain('evaluateInterview');
  });

  it('invite to trust: reliability plan, no trust/closed/child/basic process, no reliability component, not notified yet', () => {
    expect(items({}, { companyHasReliabilityPlan: false })).not.toContain('inviteToTrust');
    expect(items({}, { processStatus: 'CLOSED' })).not.toContain('inviteToTrust');
    expect(items({}, { processHasParent: true })).not.toContain('inviteToTrust');
    expect(items({}, { processHasReliabilityComponent: true })).not.toContain('inviteToTrust');
    expect(items({}, { processKind: 'CONTROLLED_BASIC' })).not.toContain('inviteToTrust');
    expect(items({ hasComponentStatus: false })).not.toContain('inviteToTrust');
    expect(items({ reliability: { status: 'PENDING', active: true, notified: true } })).not.toContain('inviteToTrust');
  });

  it('download trust report: reliability SUCCESS and active', () => {
    expect(items({ reliability: { status: 'SUCCESS', active: true, notified: true } })).toContain(
      'downloadTrustReport',
    );
    expect(items({ reliability: { status: 'SUCCESS', active: false, notified: true } })).not.toContain(
      'downloadTrustReport',
    );
  });

  it('blacklisting warns instead of acting without permission or in a basic process', () => {
    expect(blacklistRefusal(context({ canResetEvaluation: false }))).toBe('NO_PERMISSION');
    expect(blacklistRefusal(context({ processKind: 'CONTROLLED_BASIC' }))).toBe('BASIC_PROCESS');
    expect(blacklistRefusal(context())).toBeNull();
  });
});
