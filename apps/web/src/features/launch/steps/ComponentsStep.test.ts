import { componentsFor } from '@terna/domain';
import { describe, expect, it } from 'vitest';
import { suggestedComponents } from './ComponentsStep';

describe('the components a new draft starts with', () => {
  it('are those the earlier steps set up, evenly weighted to 100 in the product order', () => {
    const rows = suggestedComponents(componentsFor('CONTROLLED_FULL'), {
      tests: { disc: true, knowledge: [] },
      competences: { competences: [{ id: 'C1', name: 'Liderazgo', weight: 100, difficulty: 'MEDIUM' }] },
      interview: { questions: [{ content: '¿Por qué aquí?', order: 1 }] },
    });
    expect(rows.map((row) => [row.componentType, row.weight, row.order])).toEqual([
      ['DISC', 25, 1],
      ['CURRICULUM', 25, 2],
      ['COMPETENCE', 25, 3],
      ['INTERVIEW', 25, 4],
    ]);
  });

  it('leave the curriculum out of a basic controlled process', () => {
    const rows = suggestedComponents(componentsFor('CONTROLLED_BASIC'), { tests: { disc: true } });
    expect(rows).toEqual([{ componentType: 'DISC', weight: 100, minValueToPass: 0, order: 1 }]);
  });
});
