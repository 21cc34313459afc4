import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/shared/lib/i18n';
import { AnalyticsChartCard } from './AnalyticsChartCard';

beforeAll(async () => {
  await initI18n('es', ['companyAnalytics']);
});
afterEach(cleanup);

const renderCard = () =>
  render(
    <AnalyticsChartCard
      title="Candidatos por estado"
      summary="10 candidatos en los procesos del periodo."
      table={{
        headers: ['Estado', 'Candidatos'],
        rows: [
          ['Finalizado', 6],
          ['En evaluación', 4],
        ],
      }}
    >
      <svg data-testid="drawing" />
    </AnalyticsChartCard>,
  );

describe('AnalyticsChartCard', () => {
  it('is a region named by its title whose table screen readers reach while the drawing shows', () => {
    renderCard();
    const region = screen.getByRole('region', { name: 'Candidatos por estado' });
    expect(screen.queryByTestId('drawing')).not.toBeNull();
    const table = within(region).getByRole('table', { name: 'Candidatos por estado' });
    expect(within(table).getByRole('row', { name: 'Finalizado 6' })).toBeTruthy();
  });

  it('shows the table in place of the drawing, and back, from one button that says its state', () => {
    renderCard();
    const toggle = screen.getByRole('button', { name: 'Ver como tabla' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.queryByTestId('drawing')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ver como gráfico' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Ver como gráfico' }));
    expect(screen.queryByTestId('drawing')).not.toBeNull();
  });
});
