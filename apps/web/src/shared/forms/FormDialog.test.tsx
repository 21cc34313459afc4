import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { emailSchema, msg } from '@terna/domain';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { initI18n } from '@/shared/lib/i18n';
import { SnackbarProvider } from '@/shared/ui/SnackbarProvider';
import { FormCheckbox, FormDialog, FormTextField } from '.';

beforeAll(async () => {
  await initI18n('es');
});
afterEach(cleanup);

const schema = z.object({
  name: z.string().trim().min(1, msg('required')).min(3, msg('min')).max(10, msg('max')),
  email: emailSchema,
  accepted: z.boolean().refine((value) => value, msg('required')),
});

function renderDialog(onSubmit: (values: z.output<typeof schema>) => Promise<unknown>, onClose = vi.fn()) {
  render(
    <MemoryRouter>
      <SnackbarProvider>
        <FormDialog
          title="Invitar"
          schema={schema}
          defaultValues={{ name: '', email: '', accepted: false }}
          onSubmit={onSubmit}
          onClose={onClose}
          submitLabel="Enviar"
        >
          <FormTextField name="name" label="Nombre" helperText="Tu nombre" />
          <FormTextField name="email" label="Correo" />
          <FormCheckbox name="accepted" label="Acepto" />
        </FormDialog>
      </SnackbarProvider>
    </MemoryRouter>,
  );
  return { onClose };
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));

describe('FormDialog', () => {
  it('shows the first error of each field in Spanish, spoken and tied to the field, and does not submit', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderDialog(onSubmit);
    expect(screen.getByText('Tu nombre')).toBeTruthy();
    submit();

    // An empty name breaks "required" and "min": only the first is shown.
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Campo obligatorio',
      'Campo obligatorio',
      'Campo obligatorio',
    ]);
    expect(screen.queryByText(/no debe ser menor/)).toBeNull();
    expect(field('Nombre').getAttribute('aria-invalid')).toBe('true');
    expect(field('Nombre').getAttribute('aria-describedby')).toBe(alerts[0]!.id);
    // The first invalid field takes the focus.
    expect(document.activeElement).toBe(field('Nombre'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names the limit the message is about and follows the value as it changes', async () => {
    renderDialog(() => Promise.resolve());
    fireEvent.change(field('Nombre'), { target: { value: 'Al' } });
    fireEvent.change(field('Correo'), { target: { value: 'al@' } });
    submit();
    expect(await screen.findByText('La entrada no debe ser menor a 3 caratéres')).toBeTruthy();
    expect(screen.getByText('Introduzca un email válido')).toBeTruthy();

    fireEvent.change(field('Nombre'), { target: { value: 'Alejandro Magno' } });
    expect(await screen.findByText('La entrada no debe ser mayor a 10 caratéres')).toBeTruthy();
    fireEvent.change(field('Nombre'), { target: { value: 'Alba' } });
    await waitFor(() => expect(screen.queryByText(/La entrada no debe/)).toBeNull());
    expect(screen.getByText('Tu nombre')).toBeTruthy();
  });

  it('submits the parsed values once they are valid, with submit disabled while it waits', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn((_values: unknown) => new Promise<void>((resolve) => (finish = resolve)));
    renderDialog(onSubmit);
    fireEvent.change(field('Nombre'), { target: { value: '  Alba ' } });
    fireEvent.change(field('Correo'), { target: { value: 'alba@example.com' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Acepto' }));
    // Enter in a field submits the form.
    fireEvent.submit(field('Correo').form!);

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: 'Alba', email: 'alba@example.com', accepted: true });
    expect((screen.getByRole('button', { name: 'Enviar' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancelar' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish());
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Enviar' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('sends a failure the submit leaves unhandled to the snackbar and stays open', async () => {
    const { onClose } = renderDialog(() => Promise.reject(new Error('El servicio no responde')));
    fireEvent.change(field('Nombre'), { target: { value: 'Alba' } });
    fireEvent.change(field('Correo'), { target: { value: 'alba@example.com' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Acepto' }));
    submit();
    expect(await screen.findByText('El servicio no responde')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Invitar' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes with Escape and with Cancel', () => {
    const { onClose } = renderDialog(() => Promise.resolve());
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
