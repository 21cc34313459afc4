import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/shared/lib/i18n';
import {
  buildReport,
  renderWithApi,
  templatesMock,
  watchDownloads,
  type ReportOptionVariables,
} from '../candidate-reports.fixtures';
import {
  CandidateReportQuery,
  ComponentsFinishedQuery,
  DeleteReportMutation,
  GenerateReportMutation,
} from '../graphql/candidate-reports.graphql';
import { DownloadReportDialog } from './DownloadReportDialog';

const downloads = watchDownloads();

const candidate = { processId: 3, personId: 21, processPersonId: 11, firstName: 'Ana', lastName: 'Vera' };
const component = (componentType: string, order: number, label: string, sections: string[]) => ({
  __typename: 'FinishedComponent' as const,
  componentType,
  order,
  label,
  sections,
});
const FINISHED = [
  component('CURRICULUM', 2, 'Currículum', ['CURRICULUM', 'FILTER_QUESTIONS']),
  component('DISC', 1, 'DISC', ['DISC', 'DISC_ADVANCED']),
  component('KNOWLEDGE_TEST', 3, 'Conocimientos', ['KNOWLEDGE_TEST', 'KNOWLEDGE_QUESTIONS']),
];
const finishedMock = (components = FINISHED) => ({
  request: { query: ComponentsFinishedQuery, variables: { processId: 3, candidateId: 21 } },
  result: { data: { getComponentsFinished: components } },
});
const OPTIONS: ReportOptionVariables = {
  sections: ['DISC', 'CURRICULUM', 'KNOWLEDGE_TEST'],
  type: 'PDF',
  engineId: 'EVALUAR',
  language: 'es',
  vendorId: 'TERNA',
};
const generateMock = (report = buildReport({ sections: OPTIONS.sections }), options = OPTIONS) => ({
  request: { query: GenerateReportMutation, variables: { processPersonId: 11, ...options } },
  result: { data: { generateReport: report } },
});
// Polled only once the live stream broke; each answer takes a moment, as the server's would.
const pollMock = (report: ReturnType<typeof buildReport>) => ({
  request: { query: CandidateReportQuery, variables: { id: report.id } },
  result: { data: { candidateReport: report } },
  delay: 300,
});

// The snackbar sits outside the modal dialog, which hides the rest of the page from the accessibility tree.
const snackbar = () => screen.findByRole('alert', { hidden: true });
const accept = () => screen.getByRole('button', { name: 'Aceptar' }) as HTMLButtonElement;
const sectionBoxes = () =>
  within(screen.getByRole('group', { name: 'Secciones' })).getAllByRole('checkbox') as HTMLInputElement[];
const choose = (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(screen.getByRole('option', { name: option }));
};

describe('the download report dialog', () => {
  it('shows a skeleton, then the first EVALUAR template, PDF, and every offered section ticked in the job order', async () => {
    renderWithApi(<DownloadReportDialog candidate={candidate} onClose={() => undefined} />, [
      templatesMock,
      finishedMock(),
    ]);
    expect(screen.getByRole('dialog', { name: /Descargar informe/ })).toBeTruthy();
    expect(screen.getByText('Cargando las opciones del informe…')).toBeTruthy();

    expect((await screen.findByRole('combobox', { name: 'Plantilla' })).textContent).toBe('Informe Evaluar');
    expect((screen.getByRole('radio', { name: 'PDF' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'WORD' })).toBeTruthy();
    expect(sectionBoxes().map((box) => [box.value, box.checked])).toEqual([
      ['DISC', true],
      ['CURRICULUM', true],
      ['KNOWLEDGE_TEST', true],
    ]);
    // Never offered (spec 1 section 5), and no language without MULTI_LANGUAGE.
    expect(
      sectionBoxes().some((box) => ['DISC_ADVANCED', 'FILTER_QUESTIONS', 'KNOWLEDGE_QUESTIONS'].includes(box.value)),
    ).toBe(false);
    expect(screen.queryByRole('combobox', { name: 'Idioma' })).toBeNull();
    expect(accept().disabled).toBe(false);
  });

  it('keeps Accept disabled with no section ticked, and says why', async () => {
    renderWithApi(<DownloadReportDialog candidate={candidate} onClose={() => undefined} />, [
      templatesMock,
      finishedMock(),
    ]);
    await screen.findByRole('group', { name: 'Secciones' });
    for (const box of sectionBoxes()) fireEvent.click(box);
    expect(accept().disabled).toBe(true);
    expect(screen.getByText('Elige al menos una sección.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Conocimientos' }));
    expect(accept().disabled).toBe(false);
  });

  it('offers the language with MULTI_LANGUAGE, and fixes it to Spanish for a template of another engine', async () => {
    renderWithApi(
      <DownloadReportDialog candidate={candidate} onClose={() => undefined} />,
      [templatesMock, finishedMock()],
      { multiLanguage: true },
    );
    const language = await screen.findByRole('combobox', { name: 'Idioma' });
    expect(language.textContent).toBe('Español');
    choose('Idioma', 'Inglés');
    expect(screen.getByRole('combobox', { name: 'Idioma' }).textContent).toBe('Inglés');

    choose('Plantilla', 'Informe clásico');
    const locked = screen.getByRole('combobox', { name: 'Idioma' });
    expect(locked.textContent).toBe('Español');
    expect(locked.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Las plantillas de OTRO se generan solo en español.')).toBeTruthy();
  });

  it('says so when the candidate has no finished section', async () => {
    renderWithApi(<DownloadReportDialog candidate={candidate} onClose={() => undefined} />, [
      templatesMock,
      finishedMock([]),
    ]);
    expect(
      await screen.findByText('Ana Vera todavía no terminó ningún componente que pueda ir en un informe.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aceptar' })).toBeNull();
  });

  it('generates with the chosen options, follows the status live, downloads once when ready and offers it again', async () => {
    const word: ReportOptionVariables = { ...OPTIONS, type: 'DOCX', language: 'en' };
    const queued = buildReport({ type: 'DOCX', language: 'en', sections: word.sections });
    const running = { ...queued, status: 'IN_PROGRESS' as const };
    const done = buildReport({
      type: 'DOCX',
      language: 'en',
      sections: word.sections,
      status: 'COMPLETED',
      fileName: 'Informe - Ana Vera.docx',
    });
    renderWithApi(
      <DownloadReportDialog candidate={candidate} onClose={() => undefined} />,
      [templatesMock, finishedMock(), generateMock(queued, word)],
      { multiLanguage: true, reportJob: [queued, running, done] },
    );
    await screen.findByRole('combobox', { name: 'Idioma' });
    fireEvent.click(screen.getByRole('radio', { name: 'WORD' }));
    choose('Idioma', 'Inglés');
    fireEvent.click(accept());

    const status = (await screen.findByText('En cola: el informe espera su turno.')).closest('[role="status"]');
    // Read out as it changes; it takes the focus Accept had.
    expect(status).toBeTruthy();
    // The focus moves once the status has rendered (an effect): wait for it rather than race it.
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(await screen.findByText('Generando el informe…')).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(await screen.findByText('El informe está listo.')).toBeTruthy();

    await waitFor(() => expect(downloads.link).toHaveBeenCalledTimes(1));
    const link = downloads.link.mock.contexts[0] as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe(done.url);
    expect(link.download).toBe('Informe - Ana Vera.docx');
    const again = screen.getByRole('link', { name: 'Descargar de nuevo' });
    expect(again.getAttribute('href')).toBe(done.url);
    expect(again.getAttribute('download')).toBe('Informe - Ana Vera.docx');
    expect(screen.queryByRole('progressbar')).toBeNull();
    // Followed by the stream: no poll at all (one would find no answer and warn).
    const warn = vi.spyOn(console, 'warn');
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_500)));
    expect(warn.mock.calls.flat().join(' ')).not.toContain('No more mocked responses');
    expect(downloads.link).toHaveBeenCalledTimes(1);
  });

  it('polls the status instead when the live stream breaks', async () => {
    const queued = buildReport({ sections: OPTIONS.sections });
    const done = buildReport({ sections: OPTIONS.sections, status: 'COMPLETED' });
    renderWithApi(<DownloadReportDialog candidate={candidate} onClose={() => undefined} />, [
      templatesMock,
      finishedMock(),
      generateMock(queued),
      pollMock(done),
    ]);
    await screen.findByRole('group', { name: 'Secciones' });
    fireEvent.click(accept());
    expect(await screen.findByText('El informe está listo.')).toBeTruthy();
    await waitFor(() => expect(downloads.link).toHaveBeenCalledTimes(1));
  });

  it('deletes the report with the options it was made with, says so and closes', async () => {
    const done = buildReport({ status: 'COMPLETED', sections: OPTIONS.sections });
    const onClose = vi.fn();
    renderWithApi(<DownloadReportDialog candidate={candidate} onClose={onClose} />, [
      templatesMock,
      finishedMock(),
      generateMock(done),
      {
        request: { query: DeleteReportMutation, variables: { id: 11, ...OPTIONS } },
        result: { data: { deleteReport: true } },
      },
    ]);
    await screen.findByRole('group', { name: 'Secciones' });
    fireEvent.click(accept());
    // A stored report with the same options comes back ready: it downloads at once.
    await waitFor(() => expect(downloads.link).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar informe' }));
    expect((await snackbar()).textContent).toContain('Informe eliminado');
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server’s own message when generating fails, and stays open', async () => {
    renderWithApi(<DownloadReportDialog candidate={candidate} onClose={() => undefined} />, [
      templatesMock,
      finishedMock(),
      {
        request: { query: GenerateReportMutation, variables: { processPersonId: 11, ...OPTIONS } },
        result: { errors: [{ message: 'La sección DISC no está disponible para este candidato.' }] },
      },
    ]);
    await screen.findByRole('group', { name: 'Secciones' });
    fireEvent.click(accept());
    expect((await snackbar()).textContent).toContain('La sección DISC no está disponible para este candidato.');
    expect(accept().disabled).toBe(false);
  });

  it('shows the translated reason of a failed job and tries again with the same options', async () => {
    const failed = buildReport({
      status: 'FAILED',
      error: 'No se pudo dibujar el informe.',
      sections: OPTIONS.sections,
    });
    const done = buildReport({ id: 41, status: 'COMPLETED', sections: OPTIONS.sections });
    renderWithApi(<DownloadReportDialog candidate={candidate} onClose={() => undefined} />, [
      templatesMock,
      finishedMock(),
      generateMock(failed),
      generateMock(done),
    ]);
    await screen.findByRole('group', { name: 'Secciones' });
    fireEvent.click(accept());
    expect(await screen.findByText('No se pudo generar el informe.')).toBeTruthy();
    expect(screen.getByText('No se pudo dibujar el informe.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('El informe está listo.')).toBeTruthy();
    await waitFor(() => expect(downloads.link).toHaveBeenCalledTimes(1));
  });
});

describe('the download report dialog in English', () => {
  beforeAll(async () => {
    await i18next.changeLanguage('en');
    await loadNamespaces(['candidateReports']);
  });

  it('reads in English', async () => {
    renderWithApi(
      <DownloadReportDialog candidate={candidate} onClose={() => undefined} />,
      [templatesMock, finishedMock()],
      { multiLanguage: true },
    );
    expect(screen.getByRole('dialog', { name: /Download report/ })).toBeTruthy();
    expect(await screen.findByRole('combobox', { name: 'Template' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Language' }).textContent).toBe('Spanish');
    expect(screen.getByRole('group', { name: 'Sections' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
  });
});
