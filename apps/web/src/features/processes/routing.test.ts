import { describe, expect, it } from 'vitest';
import {
  processErrorRedirect,
  processPageRedirect,
  processPaths,
  processRoutePatterns,
  visibleControlTabs,
  type GuardedProcess,
} from './routing';

const process = (overrides: Partial<GuardedProcess> = {}): GuardedProcess => ({
  id: 7,
  statusName: 'DRAFT',
  typeCompanyPlan: 'CREDIT',
  parent: null,
  ...overrides,
});

describe('process paths', () => {
  it('puts edit, summary and relaunch in the family of the plan', () => {
    expect(processPaths.page('edit', process())).toBe('/cap/process/7/edit');
    expect(processPaths.page('summary', process({ typeCompanyPlan: 'PROCESS' }))).toBe(
      '/cap/process/etalent/7/summary',
    );
    expect(processPaths.page('relaunch', process({ typeCompanyPlan: 'RELIABILITY' }))).toBe(
      '/cap/process/trust/7/relaunch',
    );
  });

  it('sends the launch of a draft without a job opportunity to the profile choice', () => {
    expect(processPaths.profiles(7, 'cap-process-list')).toBe('/cap/profiles?processId=7&before=cap-process-list');
  });

  it('names the launch wizard step after edit and relaunch', () => {
    expect(processPaths.page('relaunch', process(), 'dates')).toBe('/cap/process/7/relaunch/dates');
    expect(processPaths.page('edit', process({ typeCompanyPlan: 'PROCESS' }), 'job-profile')).toBe(
      '/cap/process/etalent/7/edit/job-profile',
    );
    expect(processRoutePatterns.variants('relaunch', ':step')).toEqual([
      '/cap/process/:id/relaunch/:step',
      '/cap/process/etalent/:id/relaunch/:step',
      '/cap/process/trust/:id/relaunch/:step',
    ]);
  });

  it('registers each variant page on the three families', () => {
    expect(processRoutePatterns.variants('edit')).toEqual([
      '/cap/process/:id/edit',
      '/cap/process/etalent/:id/edit',
      '/cap/process/trust/:id/edit',
    ]);
  });
});

describe('process page guard (spec 2 section 4.3)', () => {
  it('keeps the wizard step when it moves a process to its plan family', () => {
    expect(
      processPageRedirect('relaunch', '/es/cap/process/7/relaunch/curriculum', process({ typeCompanyPlan: 'PROCESS' })),
    ).toBe('/cap/process/etalent/7/relaunch/curriculum');
    expect(processPageRedirect('edit', '/es/cap/process/trust/7/edit/dates', process({ statusName: 'LAUNCHED' }))).toBe(
      '/cap/process/7/edit/dates',
    );
    expect(processPageRedirect('relaunch', '/es/cap/process/7/relaunch/dates', process())).toBeNull();
  });

  it('moves a process-plan draft from the cap360 relaunch path to the etalent one, and a credit one back', () => {
    expect(processPageRedirect('relaunch', '/es/cap/process/7/relaunch', process({ typeCompanyPlan: 'PROCESS' }))).toBe(
      '/cap/process/etalent/7/relaunch',
    );
    expect(processPageRedirect('relaunch', '/es/cap/process/etalent/7/relaunch', process())).toBe(
      '/cap/process/7/relaunch',
    );
    expect(processPageRedirect('relaunch', '/es/cap/process/7/relaunch', process())).toBeNull();
    expect(
      processPageRedirect('relaunch', '/es/cap/process/trust/7/relaunch', process({ typeCompanyPlan: 'RELIABILITY' })),
    ).toBeNull();
  });

  it('sends a process that is not a draft from relaunch and profile choice to the list', () => {
    expect(processPageRedirect('relaunch', '/es/cap/process/7/relaunch', process({ statusName: 'LAUNCHED' }))).toBe(
      '/cap/process/list',
    );
    expect(processPageRedirect('profiles', '/es/cap/profiles', process({ statusName: 'CLOSED' }))).toBe(
      '/cap/process/list',
    );
  });

  it('redirects edit and summary by plan type, and summary only for launched processes', () => {
    expect(processPageRedirect('edit', '/es/cap/process/etalent/7/edit', process({ statusName: 'LAUNCHED' }))).toBe(
      '/cap/process/7/edit',
    );
    expect(processPageRedirect('edit', '/es/cap/process/7/edit', process({ statusName: 'CLOSED' }))).toBeNull();
    expect(
      processPageRedirect(
        'summary',
        '/es/cap/process/7/summary',
        process({ statusName: 'LAUNCHED', typeCompanyPlan: 'PROCESS' }),
      ),
    ).toBe('/cap/process/etalent/7/summary');
    expect(
      processPageRedirect(
        'summary',
        '/es/cap/process/etalent/7/summary',
        process({ statusName: 'CLOSED', typeCompanyPlan: 'PROCESS' }),
      ),
    ).toBe('/cap/process/list');
  });

  it('gives a sub-process the not-found page', () => {
    expect(
      processPageRedirect(
        'control',
        '/es/cap/process/7/control/people',
        process({ parent: 3, statusName: 'LAUNCHED' }),
      ),
    ).toBe('/404');
  });

  it('sends another company’s process to its page and an unknown one to 404', () => {
    expect(processErrorRedirect('PROCESS_NOT_OWNED')).toBe('/errors/process-not-owned-by-company');
    expect(processErrorRedirect('NOT_FOUND')).toBe('/404');
    expect(processErrorRedirect('INTERNAL')).toBe('/cap/process/list');
  });
});

describe('control tabs (spec 2 section 2.4)', () => {
  const tabs = (typeCompanyPlan: string, environmentTypeName: string, fullProfile: boolean) =>
    visibleControlTabs({ typeCompanyPlan, environmentTypeName, fullProfile });

  it('shows every tab for a full controlled or e-mail process', () => {
    expect(tabs('CREDIT', 'CONTROLLED', true)).toEqual([
      'people',
      'comparator',
      'shortlisted',
      'blacklist',
      'dashboard',
    ]);
    expect(tabs('CREDIT', 'EMAIL', false)).toEqual(['people', 'comparator', 'shortlisted', 'blacklist', 'dashboard']);
  });

  it('hides comparator and blacklist for the basic controlled process', () => {
    expect(tabs('CREDIT', 'CONTROLLED', false)).toEqual(['people', 'shortlisted', 'dashboard']);
  });

  it('hides comparator and dashboard for trust processes', () => {
    expect(tabs('RELIABILITY', 'CONTROLLED', true)).toEqual(['people', 'shortlisted', 'blacklist']);
  });
});
