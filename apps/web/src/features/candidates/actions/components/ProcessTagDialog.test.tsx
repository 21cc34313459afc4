import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TAG_LABEL_MAX_LENGTH } from '@terna/domain';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/shared/lib/i18n';
import { SnackbarProvider } from '@/shared/ui/SnackbarProvider';
import { PROCESS_TAG_COLORS } from '../tags';
import { ProcessTagDialog, type ProcessTagValue } from './ProcessTagDialog';

beforeAll(async () => {
  await initI18n('es', ['candidateActions']);
});
afterEach(cleanup);

function renderDialog(onSave: (value: ProcessTagValue) => Promise<void>) {
  render(
    <MemoryRouter>
      <SnackbarProvider>
        <ProcessTagDialog
          mode="create"
          initial={{ label: '', color: PROCESS_TAG_COLORS[0] }}
          saving={false}
          onSave={onSave}
          onClose={() => undefined}
        />
      </SnackbarProvider>
    </MemoryRouter>,
  );
}

const create = () => screen.getByRole('button', { name: 'Crear' }) as HTMLButtonElement;

describe('the process tag dialog on the domain tag rule', () => {
  it('keeps Create off for an empty or blank name and counts against the domain limit', async () => {
    renderDialog(() => Promise.resolve());
    await screen.findByRole('dialog', { name: 'Nueva etiqueta del proceso' });
    expect(create().disabled).toBe(true);
    const label = screen.getByRole('textbox', { name: /Nombre/ }) as HTMLInputElement;
    fireEvent.change(label, { target: { value: '   ' } });
    expect(create().disabled).toBe(true);
    expect(label.maxLength).toBe(TAG_LABEL_MAX_LENGTH);
    fireEvent.change(label, { target: { value: 'Finalista' } });
    expect(screen.getByText(`9/${TAG_LABEL_MAX_LENGTH}`)).toBeTruthy();
    await waitFor(() => expect(create().disabled).toBe(false));
  });

  it('hands over the trimmed name and the chosen colour', async () => {
    const onSave = vi.fn((_value: ProcessTagValue) => Promise.resolve());
    renderDialog(onSave);
    fireEvent.change(await screen.findByRole('textbox', { name: /Nombre/ }), { target: { value: ' Finalista ' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Color 2' }));
    await act(async () => fireEvent.click(create()));
    expect(onSave.mock.calls[0]![0]).toEqual({ label: 'Finalista', color: PROCESS_TAG_COLORS[1] });
  });
});
