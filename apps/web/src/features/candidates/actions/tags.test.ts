import { MAX_TAGS } from '@terna/domain';
import { describe, expect, it } from 'vitest';
import { FALLBACK_TAG_COLOR, nextProcessTagColor, PROCESS_TAG_COLORS, tagGroups } from './tags';

const processTags = [
  { code: 'Process_Tag_1', color: '#1D8CD0', label: 'Finalista' },
  { code: 'NO_TAGS', color: null, label: 'Sin etiquetas' },
];
const companyTags = [
  { code: 'Tag_1', hexCode: '#FF9800', title: '1ra Entrevista' },
  { code: 'Tag_2', hexCode: null, title: '2da Entrevista' },
  { code: 'NO_TAGS', hexCode: null, title: 'Sin etiquetas' },
];

describe('tagGroups', () => {
  it('groups process and predefined tags with their colour and whether the candidate has them; never NO_TAGS', () => {
    const groups = tagGroups(processTags, companyTags, [
      { id: 9, code: 'Tag_1' },
      { id: 3, code: 'NO_TAGS' },
    ]);
    expect(groups).toEqual({
      process: [{ code: 'Process_Tag_1', label: 'Finalista', color: '#1D8CD0', appliedId: null }],
      predefined: [
        { code: 'Tag_1', label: '1ra Entrevista', color: '#FF9800', appliedId: 9 },
        { code: 'Tag_2', label: '2da Entrevista', color: FALLBACK_TAG_COLOR, appliedId: null },
      ],
      applied: 1,
      atLimit: false,
    });
  });

  it('a code in both groups shows once, as a process tag', () => {
    const groups = tagGroups([{ code: 'Tag_1', color: '#000000', label: 'Propia' }], companyTags, []);
    expect(groups.process.map((tag) => tag.code)).toEqual(['Tag_1']);
    expect(groups.predefined.map((tag) => tag.code)).toEqual(['Tag_2']);
  });

  it(`is at the limit with ${MAX_TAGS} tags, NO_TAGS not counted`, () => {
    const applied = Array.from({ length: MAX_TAGS - 1 }, (_, i) => ({ id: i + 1, code: `Tag_${i + 1}` }));
    expect(tagGroups([], companyTags, [...applied, { id: 99, code: 'NO_TAGS' }]).atLimit).toBe(false);
    expect(tagGroups([], companyTags, [...applied, { id: 50, code: 'Process_Tag_1' }]).atLimit).toBe(true);
  });
});

describe('nextProcessTagColor', () => {
  it('proposes the first colour no process tag uses', () => {
    expect(nextProcessTagColor([])).toBe(PROCESS_TAG_COLORS[0]);
    expect(nextProcessTagColor([{ code: 'a', color: PROCESS_TAG_COLORS[0].toLowerCase(), label: 'a' }])).toBe(
      PROCESS_TAG_COLORS[1],
    );
  });
});
