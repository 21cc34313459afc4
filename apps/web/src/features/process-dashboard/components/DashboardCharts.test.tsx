import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProcessDashboardQuery } from '@/gql/graphql';
import { initI18n } from '@/shared/lib/i18n';
import { createAppTheme } from '@/shared/lib/theme';
import { DashboardCharts } from './DashboardCharts';

beforeAll(async () => {
  // The charts watch their box's size; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  await initI18n('es', ['processDashboard']);
});
afterEach(cleanup);

type Dashboard = ProcessDashboardQuery['processDashboard'];

const dashboard = (overrides: Partial<Dashboard> = {}): Dashboard => ({
  funnel: { invited: 20, inProgress: 4, ended: 8, disqualified: 2, hired: 1 },
  scoreDistribution: Array.from({ length: 10 }, (_, bucket) => ({
    from: bucket * 10,
    to: bucket * 10 + 10,
    count: bucket === 7 ? 6 : bucket === 4 ? 4 : 0,
  })),
  componentPassRates: [
    { componentType: 'DISC', label: 'DISC', evaluated: 10, passed: 8 },
    { componentType: 'INTERVIEW', label: 'Entrevista', evaluated: 0, passed: 0 },
  ],
  tags: [
    { code: 'Tag_1', label: '1ra Entrevista', color: '#1D8CD0', count: 3 },
    { code: 'Tag_9', label: 'Recopilación de datos', color: null, count: 0 },
  ],
  ...overrides,
});

const renderCharts = (value: Dashboard) =>
  render(
    <ThemeProvider theme={createAppTheme('es')}>
      <DashboardCharts dashboard={value} />
    </ThemeProvider>,
  );

/** A table's body rows as arrays of cell texts, its row header first. */
const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('DashboardCharts', () => {
  it('gives every chart a title, a summary and a table with its numbers', () => {
    renderCharts(dashboard());
    expect(screen.getByRole('figure', { name: 'Embudo de candidatos' })).toBeTruthy();
    expect(rowsOf('Embudo de candidatos')).toEqual([
      ['Invitados', '20', '100 %'],
      ['En evaluación', '4', '20 %'],
      ['Finalizados', '8', '40 %'],
      ['Descalificados', '2', '10 %'],
      ['Contratados', '1', '5 %'],
    ]);
    expect(
      screen.getByText('Puntaje compuesto de 10 candidatos con resultado final; el rango más frecuente es 70-80.'),
    ).toBeTruthy();
    expect(rowsOf('Distribución del puntaje')).toHaveLength(10);
    expect(rowsOf('Aprobación por componente')).toEqual([
      ['DISC', '10', '8', '80 %'],
      ['Entrevista', '0', '0', 'Sin datos'],
    ]);
    // A tag nobody carries gets no bar and no row.
    expect(rowsOf('Etiquetas')).toEqual([['1ra Entrevista', '3']]);
  });

  it('keeps the funnel and explains the rest while no candidate has finished', () => {
    renderCharts(dashboard({ funnel: { invited: 5, inProgress: 3, ended: 0, disqualified: 0, hired: 0 } }));
    expect(screen.getByRole('table', { name: 'Embudo de candidatos' })).toBeTruthy();
    expect(screen.getByText(/Ningún candidato ha terminado todavía/)).toBeTruthy();
    expect(screen.queryByRole('figure', { name: 'Distribución del puntaje' })).toBeNull();
  });
});
