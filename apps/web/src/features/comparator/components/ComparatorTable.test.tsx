import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '@/shared/lib/i18n';
import { comparatorRows } from '../comparator-rows';
import { ComparatorTable } from './ComparatorTable';

beforeAll(async () => {
  await initI18n('es');
  await loadNamespaces(['comparator']);
});
afterEach(cleanup);

const compared = [
  {
    composedScore: 72,
    archetype: 'Di',
    trustCode: '3',
    results: [{ componentType: 'DISC', status: 'SUCCESS', value: 80 }],
    cvSections: [],
    competences: [],
  },
  {
    composedScore: 91,
    archetype: 'S',
    trustCode: '1',
    results: [{ componentType: 'DISC', status: 'PENDING', value: null }],
    cvSections: [],
    competences: [],
  },
];
const columns = [
  { name: 'DISC', label: 'DISC', order: 1 },
  { name: 'RELIABILITY', label: 'Confiabilidad', order: 2 },
];
const headers = [
  { id: 1, firstName: 'Ana', lastName: 'Vera', detailHref: '/es/cap/process/7/candidates/1/disc' },
  { id: 2, firstName: 'Luis', lastName: 'Mora', detailHref: null },
];

describe('the comparator table', () => {
  it('marks each row’s best value in words, not only with colour', () => {
    render(
      <MemoryRouter>
        <ComparatorTable candidates={headers} rows={comparatorRows(compared, columns)} />
      </MemoryRouter>,
    );
    const table = screen.getByText('Comparación de 2 candidatos', { selector: 'caption' }).closest('table')!;
    // A row's values by its heading (role queries over the whole table are slow in jsdom).
    const valuesOf = (label: string) =>
      [...within(table).getByText(label, { selector: 'th' }).closest('tr')!.querySelectorAll('td')].map(
        (cell) => cell.textContent,
      );
    expect(valuesOf('Resultado general')).toEqual(['72%', '91% (mejor valor)']);
    expect(valuesOf('DISC')).toEqual(['80% (mejor valor)', 'Pendiente']);
    expect(valuesOf('Veredicto de confiabilidad')).toEqual(['No confiable', 'Confiable (mejor valor)']);
    expect(valuesOf('Arquetipo DISC')).toEqual(['Di', 'S']);
    expect(within(table).getByRole('link', { name: 'Ana Vera' }).getAttribute('href')).toBe(
      '/es/cap/process/7/candidates/1/disc',
    );
  });

  it('offers removing a candidate only when asked to', () => {
    const onRemove = vi.fn();
    const { rerender } = render(
      <MemoryRouter>
        <ComparatorTable candidates={headers} rows={comparatorRows(compared, columns)} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: 'Quitar a Ana Vera del comparador' })).toBeNull();
    rerender(
      <MemoryRouter>
        <ComparatorTable candidates={headers} rows={comparatorRows(compared, columns)} onRemove={onRemove} />
      </MemoryRouter>,
    );
    screen.getByRole('button', { name: 'Quitar a Luis Mora del comparador' }).click();
    expect(onRemove).toHaveBeenCalledWith(headers[1]);
  });
});
