import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType, ObserverInput } from '@terna/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/shared/lib/i18n';
import { ObserverForm } from './ObserverForm';

beforeAll(() => initI18n('es', ['observers']));
afterEach(cleanup);

const SECTIONS: ComponentType[] = ['DISC', 'CURRICULUM', 'INTERVIEW'];
const addButton = () => screen.getByRole('button', { name: 'Agregar' }) as HTMLButtonElement;
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

describe('the observer add form', () => {
  it('starts with every section ticked, in the process order, and Add disabled until the fields are valid', async () => {
    render(<ObserverForm sections={SECTIONS} disabled={false} onAdd={() => true} />);
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => [box.value, box.checked])).toEqual([
      ['DISC', true],
      ['CURRICULUM', true],
      ['INTERVIEW', true],
    ]);
    expect(addButton().disabled).toBe(true);
    type(/nombre/i, 'Patricia Núñez');
    type(/correo/i, 'patricia@example.com');
    await waitFor(() => expect(addButton().disabled).toBe(false));
  });

  it('keeps Add disabled with a name of three words (translated message) or with no section ticked', async () => {
    render(<ObserverForm sections={SECTIONS} disabled={false} onAdd={() => true} />);
    type(/nombre/i, 'Ana María Pérez');
    type(/correo/i, 'ana@example.com');
    expect(await screen.findByText('Solo se admiten letras')).toBeTruthy();
    expect(addButton().disabled).toBe(true);

    type(/nombre/i, 'Ana');
    await waitFor(() => expect(addButton().disabled).toBe(false));
    for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
    expect(await screen.findByText('Elige al menos una sección.')).toBeTruthy();
    expect(addButton().disabled).toBe(true);
  });

  it('hands over the trimmed invitation, then empties the form with every section ticked again', async () => {
    const onAdd = vi.fn<(observer: ObserverInput) => boolean>(() => true);
    render(<ObserverForm sections={SECTIONS} disabled={false} onAdd={onAdd} />);
    type(/nombre/i, ' Patricia ');
    type(/correo/i, 'patricia@example.com ');
    fireEvent.click(screen.getByRole('checkbox', { name: 'DISC' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'DISC' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Currículum' }));
    await waitFor(() => expect(addButton().disabled).toBe(false));
    await act(async () => fireEvent.click(addButton()));
    expect(onAdd).toHaveBeenCalledWith({
      name: 'Patricia',
      email: 'patricia@example.com',
      sections: ['DISC', 'INTERVIEW'],
    });
    const name = screen.getByRole('textbox', { name: /nombre/i }) as HTMLInputElement;
    expect(name.value).toBe('');
    // Ready for the next person from the keyboard.
    expect(document.activeElement).toBe(name);
    expect((screen.getAllByRole('checkbox') as HTMLInputElement[]).every((box) => box.checked)).toBe(true);
  });

  it('keeps what was typed when the invitation is refused (an e-mail already added)', async () => {
    render(<ObserverForm sections={SECTIONS} disabled={false} onAdd={() => false} />);
    type(/nombre/i, 'Patricia');
    type(/correo/i, 'patricia@example.com');
    await waitFor(() => expect(addButton().disabled).toBe(false));
    await act(async () => fireEvent.click(addButton()));
    expect((screen.getByRole('textbox', { name: /correo/i }) as HTMLInputElement).value).toBe('patricia@example.com');
  });

  it('explains that a process without components has nothing to share', () => {
    render(<ObserverForm sections={[]} disabled={false} onAdd={() => true} />);
    expect(screen.getByText(/no tiene componentes/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Agregar' })).toBeNull();
  });
});
