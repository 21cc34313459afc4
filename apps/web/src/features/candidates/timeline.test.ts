import { describe, expect, it } from 'vitest';
import { activityParams, approvalObservation, meetingLink, timelineOf } from './timeline';

describe('activity timeline', () => {
  it('shows only the entries with a timestamp, oldest first', () => {
    const entries = timelineOf([
      { id: 3, name: 'FINISHED', timestamp: '2026-03-10T15:00:00.000Z' },
      { id: 1, name: 'INVITED', timestamp: '2026-03-01T09:00:00.000Z' },
      { id: 4, name: 'HIRED', timestamp: null },
      { id: 2, name: 'STARTED', timestamp: '2026-03-05T10:30:00.000Z' },
      { id: 5, name: 'TAG_ADDED', timestamp: '' },
    ]);
    expect(entries.map((entry) => entry.name)).toEqual(['INVITED', 'STARTED', 'FINISHED']);
  });

  it('reads the observation of an approval, and nothing else', () => {
    const approval = { id: 1, name: 'COMPONENT_APPROVED', timestamp: '2026-03-01T09:00:00.000Z' };
    expect(
      approvalObservation({
        ...approval,
        data: JSON.stringify({ observation: ' Validó referencias ', componentTypes: ['DISC'] }),
      }),
    ).toBe('Validó referencias');
    expect(approvalObservation({ ...approval, data: 'not json' })).toBeNull();
    expect(approvalObservation({ ...approval, data: null })).toBeNull();
    expect(
      approvalObservation({ ...approval, name: 'TAG_ADDED', data: JSON.stringify({ observation: 'x' }) }),
    ).toBeNull();
  });

  it('names the portal’s step in the page’s language, from the entry’s componentType', () => {
    const step = { id: 1, name: 'STEP_FINISHED', timestamp: '2026-03-01T09:00:00.000Z' };
    expect(activityParams({ ...step, data: JSON.stringify({ componentType: 'KNOWLEDGE_TEST' }) }, 'es')).toEqual({
      component: 'Conocimientos',
    });
    expect(activityParams({ ...step, data: JSON.stringify({ componentType: 'COMPETENCE' }) }, 'en')).toEqual({
      component: 'Competences',
    });
    expect(activityParams({ ...step, data: null }, 'es')).toEqual({});
    expect(activityParams({ ...step, data: '[1]' }, 'es')).toEqual({});
  });
});

describe('a virtual interview on the timeline', () => {
  const scheduled = { id: 1, name: 'MEETING_SCHEDULED', timestamp: '2026-11-27T10:00:00Z' };
  it('links to the meeting when the entry carries a web address', () => {
    expect(meetingLink({ ...scheduled, data: JSON.stringify({ joinUrl: 'https://zoom.us/j/1' }) })).toBe(
      'https://zoom.us/j/1',
    );
    expect(meetingLink({ ...scheduled, data: JSON.stringify({ joinUrl: 'javascript:alert(1)' }) })).toBeNull();
    expect(
      meetingLink({ ...scheduled, name: 'INVITED', data: JSON.stringify({ joinUrl: 'https://zoom.us/j/1' }) }),
    ).toBeNull();
    expect(meetingLink({ ...scheduled, data: null })).toBeNull();
  });
});
