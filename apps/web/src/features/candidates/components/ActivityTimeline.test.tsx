import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '@/shared/lib/i18n';
import { ActivityTimeline } from './ActivityTimeline';

beforeAll(async () => {
  await initI18n('es');
  await loadNamespaces(['candidates']);
});
afterEach(cleanup);

const steps = [
  { id: 2, name: 'STEP_FINISHED', timestamp: '2026-03-01T09:40:00.000Z', data: '{"componentType":"KNOWLEDGE_TEST"}' },
  { id: 1, name: 'STEP_STARTED', timestamp: '2026-03-01T09:05:00.000Z', data: '{"componentType":"KNOWLEDGE_TEST"}' },
];

function renderTimeline(locale: string) {
  render(
    <MemoryRouter initialEntries={[`/${locale}/cap/process/3/control/people`]}>
      <Routes>
        <Route path="/:lang/*" element={<ActivityTimeline activities={steps} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the activity timeline', () => {
  it('names each step of the portal by its component, with its time', () => {
    renderTimeline('es');
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Comenzó Conocimientos',
      'Terminó Conocimientos',
    ]);
    expect(items.map((item) => item.querySelector('time')?.getAttribute('dateTime'))).toEqual([
      '2026-03-01T09:05:00.000Z',
      '2026-03-01T09:40:00.000Z',
    ]);
  });
});
