import { describe, expect, it } from 'vitest';
import { changedFields, editRefusal, lockedFields, paidEndDay, type LaunchedState } from './edit-rules.js';
import type { LaunchDraft } from './draft.js';

const fresh: LaunchedState = {
  today: '2026-11-26',
  startDate: '2026-12-01',
  paidEndDate: '2026-12-21',
  anyStarted: false,
  anyFinished: false,
  interviewAnswered: false,
};
const running: LaunchedState = { ...fresh, startDate: '2026-11-20', anyStarted: true };

const draft: LaunchDraft = {
  jobProfile: { name: 'Ejecutivo comercial', description: 'x'.repeat(40), confidential: false },
  curriculum: { languageList: [] },
  interview: { questions: [{ content: '¿Por qué aquí?', order: 1 }] },
  components: {
    components: [
      { componentType: 'DISC', weight: 50, minValueToPass: 0, order: 1 },
      { componentType: 'INTERVIEW', weight: 50, minValueToPass: 0, order: 2 },
    ],
  },
  dates: { startDate: '2026-12-01', endDate: '2026-12-21', isPublic: false, publicationSite: [] },
};
const edit = (part: keyof LaunchDraft, value: unknown): LaunchDraft => ({ ...draft, [part]: value });

describe('launched process edit rules', () => {
  it('lets the description, title and confidentiality change always', () => {
    const after = edit('jobProfile', { ...draft.jobProfile, description: 'y'.repeat(40), confidential: true });
    expect(changedFields('jobProfile', draft, after)).toEqual(['description', 'confidential']);
    expect(
      editRefusal('jobProfile', draft, after, { ...running, anyFinished: true, interviewAnswered: true }),
    ).toBeNull();
  });

  it('locks the curriculum, competences, tests and the rest of the profile once a candidate started', () => {
    const after = edit('curriculum', { languageList: [{ languageId: 'es', level: 'NATIVE_OR_BILINGUAL' }] });
    expect(editRefusal('curriculum', draft, after, fresh)).toBeNull();
    expect(editRefusal('curriculum', draft, after, running)).toEqual({
      field: 'curriculum',
      reason: 'CANDIDATES_STARTED',
    });
    const renamed = edit('jobProfile', { ...draft.jobProfile, name: 'Otro nombre' });
    expect(editRefusal('jobProfile', draft, renamed, running)).toEqual({
      field: 'jobProfile',
      reason: 'CANDIDATES_STARTED',
    });
  });

  it('lets component weights change until someone finished, and the component set until someone started', () => {
    const weights = edit('components', {
      components: draft.components!.components!.map((c, i) => ({ ...c, weight: i === 0 ? 70 : 30 })),
    });
    expect(changedFields('components', draft, weights)).toEqual(['componentWeights']);
    expect(editRefusal('components', draft, weights, running)).toBeNull();
    expect(editRefusal('components', draft, weights, { ...running, anyFinished: true })).toEqual({
      field: 'componentWeights',
      reason: 'CANDIDATES_FINISHED',
    });
    const fewer = edit('components', {
      components: [{ componentType: 'DISC', weight: 100, minValueToPass: 0, order: 1 }],
    });
    expect(editRefusal('components', draft, fewer, running)?.reason).toBe('CANDIDATES_STARTED');
  });

  it('refuses interview changes once anyone answered it', () => {
    const after = edit('interview', { questions: [{ content: '¿Qué esperas?', order: 1 }] });
    expect(editRefusal('interview', draft, after, running)).toBeNull();
    expect(editRefusal('interview', draft, after, { ...running, interviewAnswered: true })?.reason).toBe(
      'INTERVIEW_ANSWERED',
    );
  });

  it('moves the end date within today and the paid tier, and the start date only before it came', () => {
    const end = (endDate: string) => edit('dates', { ...draft.dates, endDate });
    expect(editRefusal('dates', draft, end('2026-12-10'), running)).toBeNull();
    expect(editRefusal('dates', draft, end('2026-11-25'), running)?.reason).toBe('END_BEFORE_TODAY');
    expect(editRefusal('dates', draft, end('2026-12-22'), running)?.reason).toBe('END_BEYOND_PAID');
    const start = edit('dates', { ...draft.dates, startDate: '2026-12-02' });
    expect(editRefusal('dates', draft, start, fresh)).toBeNull();
    expect(editRefusal('dates', draft, start, running)?.reason).toBe('PROCESS_STARTED');
  });

  it('lists the locked fields with their reasons', () => {
    expect(lockedFields(fresh)).toEqual([]);
    expect(lockedFields({ ...running, anyFinished: true, interviewAnswered: true }).map((l) => l.field)).toEqual([
      'jobProfile',
      'curriculum',
      'competences',
      'tests',
      'interview',
      'components',
      'componentWeights',
      'trustFeatures',
      'startDate',
    ]);
  });

  it('pays the publication up to the end of its credit tier', () => {
    expect(paidEndDay('2026-12-01', 20)).toBe('2026-12-21');
    expect(paidEndDay('2026-12-01', 30)).toBe('2027-01-10');
  });
});
