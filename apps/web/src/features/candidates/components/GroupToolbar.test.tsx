import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '@/shared/lib/i18n';
import { GroupToolbar } from './GroupToolbar';

beforeAll(async () => {
  await initI18n('es');
  await loadNamespaces(['candidates']);
});
afterEach(cleanup);

const base = { page: 'some' as const, onTogglePage: () => undefined, onClear: () => undefined };

describe('the group toolbar', () => {
  it('offers only the actions the user may take on the chosen candidates', () => {
    const onDownloadReports = vi.fn();
    render(<GroupToolbar {...base} count={3} onDownloadReports={onDownloadReports} />);
    const toolbar = screen.getByRole('toolbar', { name: 'Candidatos seleccionados' });
    expect(toolbar.textContent).toContain('3 candidatos seleccionados');
    expect(screen.queryByRole('button', { name: 'Invitar a otro proceso' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Descargar informes' }));
    expect(onDownloadReports).toHaveBeenCalled();
  });

  it('shows no action while nobody is chosen', () => {
    render(
      <GroupToolbar {...base} page="none" count={0} onInvite={() => undefined} onDownloadReports={() => undefined} />,
    );
    expect(screen.queryByRole('button', { name: 'Descargar informes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invitar a otro proceso' })).toBeNull();
  });
});
