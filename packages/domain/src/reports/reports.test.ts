import { describe, expect, it } from 'vitest';
import { isOfferedSection, offeredSections, reportLanguage, reportOptionsSchema, sectionComponent } from './reports.js';

describe('report sections', () => {
  it('offers the finished components’ sections in component order, never the detail ones', () => {
    expect(offeredSections(['KNOWLEDGE_TEST', 'DISC', 'CURRICULUM'])).toEqual(['DISC', 'CURRICULUM', 'KNOWLEDGE_TEST']);
    expect(offeredSections(['DISC', 'CURRICULUM', 'KNOWLEDGE_TEST'])).not.toEqual(expect.arrayContaining(['DISC_ADVANCED']));
    expect(offeredSections([])).toEqual([]);
  });

  it('tells offered sections from detail ones and unknown names', () => {
    expect(isOfferedSection('INTERVIEW')).toBe(true);
    for (const never of ['DISC_ADVANCED', 'FILTER_QUESTIONS', 'KNOWLEDGE_QUESTIONS', 'SALARY', '']) expect(isOfferedSection(never)).toBe(false);
  });

  it('knows the component of each section', () => {
    expect(sectionComponent('KNOWLEDGE_QUESTIONS')).toBe('KNOWLEDGE_TEST');
    expect(sectionComponent('FILTER_QUESTIONS')).toBe('CURRICULUM');
  });
});

describe('report language', () => {
  it('follows the request only with MULTI_LANGUAGE and the default engine', () => {
    expect(reportLanguage('en', 'EVALUAR', true)).toBe('en');
    expect(reportLanguage('en', 'EVALUAR', false)).toBe('es');
    expect(reportLanguage('en', 'CLASICO', true)).toBe('es');
    expect(reportLanguage(null, 'EVALUAR', true)).toBe('es');
    expect(reportLanguage('fr', 'EVALUAR', true)).toBe('es');
  });
});

describe('report options', () => {
  const valid = { sections: ['DISC'], type: 'PDF', engineId: 'EVALUAR', vendorId: 'COMPLETE', language: 'es' };

  it('accepts PDF and DOCX with at least one section', () => {
    expect(reportOptionsSchema.safeParse(valid).success).toBe(true);
    expect(reportOptionsSchema.safeParse({ ...valid, type: 'DOCX', language: null }).success).toBe(true);
  });

  it('refuses no section, another format and a blank template', () => {
    expect(reportOptionsSchema.safeParse({ ...valid, sections: [] }).success).toBe(false);
    expect(reportOptionsSchema.safeParse({ ...valid, type: 'WORD' }).success).toBe(false);
    expect(reportOptionsSchema.safeParse({ ...valid, vendorId: ' ' }).success).toBe(false);
  });
});
