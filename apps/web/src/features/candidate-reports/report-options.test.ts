import { describe, expect, it } from 'vitest';
import {
  defaultTemplate,
  finishedSectionChoices,
  isSettled,
  isUrlExpired,
  languageControl,
  processSectionChoices,
  reportStatus,
  toggleSection,
} from './report-options';

const template = (id: number, engineId: string) => ({ id, publicName: `T${id}`, engineId, vendorId: 'TERNA' });

describe('defaultTemplate', () => {
  it('chooses the first EVALUAR template, else the first, else none', () => {
    expect(defaultTemplate([template(1, 'OTRO'), template(2, 'EVALUAR'), template(3, 'EVALUAR')])?.id).toBe(2);
    expect(defaultTemplate([template(4, 'OTRO'), template(5, 'MAS')])?.id).toBe(4);
    expect(defaultTemplate([])).toBeUndefined();
  });
});

describe('finishedSectionChoices', () => {
  it('keeps the offered sections in the job order, labelled by their component, never the detail ones', () => {
    const choices = finishedSectionChoices([
      { order: 3, label: 'Conocimientos', sections: ['KNOWLEDGE_TEST', 'KNOWLEDGE_QUESTIONS'] },
      { order: 1, label: 'DISC', sections: ['DISC', 'DISC_ADVANCED'] },
      { order: 2, label: 'Currículum', sections: ['CURRICULUM', 'FILTER_QUESTIONS'] },
      { order: 4, label: 'Otro', sections: ['UNKNOWN'] },
    ]);
    expect(choices).toEqual([
      { section: 'DISC', label: 'DISC' },
      { section: 'CURRICULUM', label: 'Currículum' },
      { section: 'KNOWLEDGE_TEST', label: 'Conocimientos' },
    ]);
  });
});

describe('processSectionChoices', () => {
  it('offers the sections of the process components, named by the caller', () => {
    expect(processSectionChoices(['INTERVIEW', 'DISC'], (section) => section.toLowerCase())).toEqual([
      { section: 'DISC', label: 'disc' },
      { section: 'INTERVIEW', label: 'interview' },
    ]);
  });
});

describe('toggleSection', () => {
  const all = finishedSectionChoices([{ order: 1, label: 'x', sections: ['DISC', 'CURRICULUM', 'INTERVIEW'] }]);
  it('unticks and ticks again in the offered order', () => {
    const without = toggleSection(['DISC', 'CURRICULUM', 'INTERVIEW'], 'DISC', all);
    expect(without).toEqual(['CURRICULUM', 'INTERVIEW']);
    expect(toggleSection(without, 'DISC', all)).toEqual(['DISC', 'CURRICULUM', 'INTERVIEW']);
  });
});

describe('languageControl', () => {
  it('is hidden without MULTI_LANGUAGE, and the report is then in Spanish', () => {
    expect(languageControl('en', 'EVALUAR', false)).toEqual({ shown: false, locked: false, value: 'es' });
  });

  it('follows the choice for an EVALUAR template', () => {
    expect(languageControl('en', 'EVALUAR', true)).toEqual({ shown: true, locked: false, value: 'en' });
  });

  it('is locked to Spanish for a template of another engine', () => {
    expect(languageControl('en', 'OTRO', true)).toEqual({ shown: true, locked: true, value: 'es' });
  });
});

describe('report status', () => {
  it('settles on COMPLETED and FAILED only, and reads an unknown status as waiting', () => {
    expect(['IN_QUEUE', 'WAITING', 'IN_PROGRESS', 'COMPLETED', 'FAILED'].map(isSettled)).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(reportStatus('SOMETHING_NEW')).toBe('IN_QUEUE');
  });

  it('knows when a signed address has expired', () => {
    const now = Date.parse('2026-05-01T10:00:00Z');
    expect(isUrlExpired('2026-05-01T09:59:59Z', now)).toBe(true);
    expect(isUrlExpired('2026-05-01T10:15:00Z', now)).toBe(false);
    expect(isUrlExpired(null, now)).toBe(false);
  });
});
