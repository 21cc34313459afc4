import { describe, expect, it } from 'vitest';
import { LOCALES } from '../constants.js';
import {
  COMPONENT_TYPES,
  CV_SECTIONS,
  DISC_ARCHETYPES,
  TRUST_CHECKS_OPTIONAL,
  TRUST_CHECKS_REQUIRED,
} from '../enums.js';
import { DISC_FACTOR_NAMES, DISC_FACTORS, DISC_INTERPRETATIONS, discInterpretation, isDiscArchetype } from './disc.js';
import { componentLabel, CV_SECTION_LABELS, cvSectionLabel, TRUST_CHECK_LABELS, trustCheckLabel } from './results.js';

describe('DISC texts', () => {
  it('interprets each of the 16 archetypes in every language, each differently', () => {
    for (const locale of LOCALES) {
      const texts = DISC_ARCHETYPES.map((archetype) => discInterpretation(archetype, locale));
      expect(texts.every((text) => typeof text === 'string' && text.length > 40)).toBe(true);
      expect(new Set(texts).size).toBe(DISC_ARCHETYPES.length);
      expect(Object.keys(DISC_INTERPRETATIONS[locale]).sort()).toEqual([...DISC_ARCHETYPES].sort());
    }
  });

  it('has no interpretation for a value that is not an archetype (the letters are case-sensitive)', () => {
    expect(discInterpretation(null, 'es')).toBeNull();
    expect(discInterpretation('dI', 'es')).toBeNull();
    expect(isDiscArchetype('Di')).toBe(true);
    expect(isDiscArchetype('X')).toBe(false);
  });

  it('names the four factors in every language', () => {
    for (const locale of LOCALES)
      expect(DISC_FACTORS.map((factor) => DISC_FACTOR_NAMES[locale][factor]).every(Boolean)).toBe(true);
    expect(DISC_FACTOR_NAMES.es.S).toBe('Estabilidad');
  });
});

describe('result labels', () => {
  it('labels every component type, CV section and trust check in every language', () => {
    for (const locale of LOCALES) {
      for (const type of COMPONENT_TYPES) expect(componentLabel(type, locale)).not.toBe('');
      expect(Object.keys(CV_SECTION_LABELS[locale]).sort()).toEqual(Object.keys(CV_SECTIONS).sort());
      expect(Object.keys(TRUST_CHECK_LABELS[locale]).sort()).toEqual(
        [...TRUST_CHECKS_REQUIRED, ...TRUST_CHECKS_OPTIONAL].sort(),
      );
    }
    expect(componentLabel('RELIABILITY', 'es')).toBe('Confiabilidad');
    expect(componentLabel('RELIABILITY', 'en')).toBe('Trust');
  });

  it('shows a value it does not know as stored', () => {
    expect(componentLabel('EVALUATION_360', 'es')).toBe('EVALUATION_360');
    expect(cvSectionLabel('REFERENCES', 'en')).toBe('REFERENCES');
    expect(trustCheckLabel('GAMBLING', 'es')).toBe('GAMBLING');
  });
});
