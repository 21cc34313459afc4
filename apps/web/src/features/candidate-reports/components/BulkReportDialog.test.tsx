import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REPORTS_PER_BUNDLE_MAX } from '@terna/domain';
import { describe, expect, it } from 'vitest';
import {
  buildProgress,
  buildReport,
  renderWithApi,
  templatesMock,
  watchDownloads,
  type ReportOptionVariables,
} from '../candidate-reports.fixtures';
import { GenerateReportsMutation } from '../graphql/candidate-reports.graphql';
import { BulkReportDialog } from './BulkReportDialog';

const downloads = watchDownloads();

const process = {
  id: 3,
  processName: 'ANALISTA CONTABLE',
  jobOpportunity: { components: ['INTERVIEW', 'DISC', 'KNOWLEDGE_TEST'].map((componentType) => ({ componentType })) },
};
const selection = (count: number) => Array.from({ length: count }, (_, index) => ({ processPersonId: 100 + index }));
const sectionBoxes = () =>
  within(screen.getByRole('group', { name: 'Secciones' })).getAllByRole('checkbox') as HTMLInputElement[];
const accept = () => screen.getByRole('button', { name: 'Aceptar' }) as HTMLButtonElement;
const bundle = (overrides: Parameters<typeof buildReport>[0]) =>
  buildReport({
    id: 60,
    kind: 'BUNDLE',
    processPersonId: null,
    sections: ['DISC', 'KNOWLEDGE_TEST', 'INTERVIEW'],
    ...overrides,
  });

describe('the bulk report dialog', () => {
  it('offers the sections of the process components and says how many people are selected', async () => {
    renderWithApi(<BulkReportDialog process={process} candidates={selection(6)} onClose={() => undefined} />, [
      templatesMock,
    ]);
    expect(screen.getByRole('dialog', { name: /Descargar informes/ })).toBeTruthy();
    await screen.findByRole('group', { name: 'Secciones' });
    expect(sectionBoxes().map((box) => [box.value, box.checked])).toEqual([
      ['DISC', true],
      ['KNOWLEDGE_TEST', true],
      ['INTERVIEW', true],
    ]);
    expect(screen.getByRole('checkbox', { name: 'Conocimientos' })).toBeTruthy();
    expect(screen.getByText(/6 personas seleccionadas\./)).toBeTruthy();
    expect(accept().disabled).toBe(false);
  });

  it('refuses more candidates than one bundle may hold', async () => {
    renderWithApi(
      <BulkReportDialog
        process={process}
        candidates={selection(REPORTS_PER_BUNDLE_MAX + 1)}
        onClose={() => undefined}
      />,
      [templatesMock],
    );
    expect(
      await screen.findByText(
        `Puedes descargar hasta ${REPORTS_PER_BUNDLE_MAX} informes a la vez: quita personas de la selección.`,
      ),
    ).toBeTruthy();
    expect(accept().disabled).toBe(true);
  });

  it('generates one ZIP, counts the reports done of those included, and downloads it when ready', async () => {
    const options: ReportOptionVariables = {
      sections: ['DISC', 'INTERVIEW'],
      type: 'PDF',
      engineId: 'EVALUAR',
      language: 'es',
      vendorId: 'TERNA',
    };
    const running = bundle({ status: 'IN_PROGRESS', sections: options.sections, progress: buildProgress(2, 5) });
    const done = bundle({
      status: 'COMPLETED',
      sections: options.sections,
      fileName: 'Informes - ANALISTA CONTABLE.zip',
      progress: buildProgress(5, 5),
    });
    renderWithApi(
      <BulkReportDialog process={process} candidates={selection(6)} onClose={() => undefined} />,
      [
        templatesMock,
        {
          request: {
            query: GenerateReportsMutation,
            variables: { processId: 3, processPersonIds: [100, 101, 102, 103, 104, 105], ...options },
          },
          result: { data: { generateReports: running } },
        },
      ],
      // The stream's first event comes a moment later, so the running state can be read.
      { reportJob: [done] },
    );
    await screen.findByRole('group', { name: 'Secciones' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Conocimientos' }));
    fireEvent.click(accept());

    expect(await screen.findByText('2 de 5')).toBeTruthy();
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuetext')).toBe('2 de 5');
    expect(
      screen.getByText(
        'Se incluyen 5 de 6 personas seleccionadas. 1 persona no tiene un informe disponible y no se incluye.',
      ),
    ).toBeTruthy();

    expect(await screen.findByText('El informe está listo.')).toBeTruthy();
    await waitFor(() => expect(downloads.link).toHaveBeenCalledTimes(1));
    expect((downloads.link.mock.contexts[0] as HTMLAnchorElement).download).toBe('Informes - ANALISTA CONTABLE.zip');
    // A bundle is not deleted from here.
    expect(screen.queryByRole('button', { name: 'Eliminar informe' })).toBeNull();
  });
});
