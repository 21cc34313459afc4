import { describe, expect, it } from 'vitest';
import { componentSlug, componentTypeOfSlug, firstComponentSlug } from './candidate-components';

describe('candidate detail component segments', () => {
  it('writes a component type in lower case and reads it back in any spelling', () => {
    expect(componentSlug('KNOWLEDGE_TEST')).toBe('knowledge_test');
    for (const slug of ['knowledge_test', 'knowledge-test', 'KNOWLEDGE_TEST', ' Knowledge_Test '])
      expect(componentTypeOfSlug(slug)).toBe('KNOWLEDGE_TEST');
  });

  it('opens a candidate on the first component in the default order', () => {
    expect(
      firstComponentSlug([
        { componentType: 'KNOWLEDGE_TEST' },
        { componentType: 'CURRICULUM' },
        { componentType: 'INTERVIEW' },
      ]),
    ).toBe('curriculum');
    expect(firstComponentSlug([{ componentType: 'SOMETHING_NEW' }, { componentType: 'RELIABILITY' }])).toBe(
      'reliability',
    );
    expect(firstComponentSlug([])).toBeUndefined();
  });
});
