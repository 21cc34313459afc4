import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildReport, renderWithApi, watchDownloads } from '../candidate-reports.fixtures';
import {
  CandidateReportQuery,
  DeleteReportTrustMutation,
  GenerateTrustReportMutation,
} from '../graphql/candidate-reports.graphql';
import { DownloadTrustReportDialog } from './DownloadTrustReportDialog';

const downloads = watchDownloads();

const candidate = {
  processPersonId: 11,
  firstName: 'Ana',
  lastName: 'Vera',
  reliabilityScoredResult: { reliabilityComposedCapId: 77 },
};
const generateRequest = {
  query: GenerateTrustReportMutation,
  variables: { processPersonId: 11, type: 'PDF', engineId: 'EVALUAR', reliabilityComposedCapId: 77 },
};
const trustReport = (overrides: Parameters<typeof buildReport>[0]) =>
  buildReport({
    kind: 'TRUST',
    sections: ['RELIABILITY'],
    fileName: 'Informe de confiabilidad - Ana Vera.pdf',
    ...overrides,
  });
const snackbar = () => screen.findByRole('alert', { hidden: true });
const accept = () => screen.getByRole('button', { name: 'Aceptar' });

describe('the download trust report dialog', () => {
  it('asks for the PDF of the EVALUAR engine with the candidate’s reliability result, then downloads it', async () => {
    const done = trustReport({ status: 'COMPLETED' });
    renderWithApi(<DownloadTrustReportDialog candidate={candidate} onClose={() => undefined} />, [
      { request: generateRequest, result: { data: { generateTrustReport: done } } },
    ]);
    expect(screen.getByRole('dialog', { name: /Descargar informe de confiabilidad/ })).toBeTruthy();
    expect(screen.getByText('Se generará el informe de confiabilidad de Ana Vera en PDF.')).toBeTruthy();
    fireEvent.click(accept());
    expect(await screen.findByText('El informe está listo.')).toBeTruthy();
    await waitFor(() => expect(downloads.link).toHaveBeenCalledTimes(1));
    expect((downloads.link.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'Informe de confiabilidad - Ana Vera.pdf',
    );
  });

  it('fetches a fresh address when the one at hand has expired before downloading again', async () => {
    const expired = trustReport({ status: 'COMPLETED', urlExpiresAt: '2000-01-01T00:00:00.000Z' });
    const fresh = {
      ...expired,
      url: '/process-web/reports/40/file?expires=9999999999&signature=fresh',
      urlExpiresAt: '2999-01-01T00:00:00.000Z',
    };
    renderWithApi(<DownloadTrustReportDialog candidate={candidate} onClose={() => undefined} />, [
      { request: generateRequest, result: { data: { generateTrustReport: expired } } },
      { request: { query: CandidateReportQuery, variables: { id: 40 } }, result: { data: { candidateReport: fresh } } },
    ]);
    fireEvent.click(accept());
    await waitFor(() => expect(downloads.link).toHaveBeenCalledTimes(1));
    fireEvent.click(await screen.findByRole('link', { name: 'Descargar de nuevo' }));
    await waitFor(() => expect(downloads.link).toHaveBeenCalledTimes(2));
    expect((downloads.link.mock.contexts[1] as HTMLAnchorElement).getAttribute('href')).toBe(fresh.url);
  });

  it('says the trust report could not be generated, in its own words rather than the server’s', async () => {
    renderWithApi(<DownloadTrustReportDialog candidate={candidate} onClose={() => undefined} />, [
      { request: generateRequest, result: { errors: [{ message: 'internal detail' }] } },
    ]);
    fireEvent.click(accept());
    const message = (await snackbar()).textContent;
    expect(message).toContain('No se pudo generar el informe de confiabilidad.');
    expect(message).not.toContain('internal detail');
  });

  it('deletes the trust report, and says so in its own words when that fails', async () => {
    const done = trustReport({ status: 'COMPLETED' });
    const onClose = vi.fn();
    renderWithApi(<DownloadTrustReportDialog candidate={candidate} onClose={onClose} />, [
      { request: generateRequest, result: { data: { generateTrustReport: done } } },
      {
        request: { query: DeleteReportTrustMutation, variables: { id: 11, type: 'PDF' } },
        result: { errors: [{ message: 'internal detail' }] },
      },
      {
        request: { query: DeleteReportTrustMutation, variables: { id: 11, type: 'PDF' } },
        result: { data: { deleteReportTrust: true } },
      },
    ]);
    fireEvent.click(accept());
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar informe' }));
    await waitFor(async () =>
      expect((await snackbar()).textContent).toContain('No se pudo eliminar el informe de confiabilidad.'),
    );
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar informe' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('cannot be asked for without the reliability result', () => {
    renderWithApi(
      <DownloadTrustReportDialog
        candidate={{ ...candidate, reliabilityScoredResult: null }}
        onClose={() => undefined}
      />,
      [],
    );
    expect(screen.getByText('No se encontró el resultado de confiabilidad de Ana Vera.')).toBeTruthy();
    expect((accept() as HTMLButtonElement).disabled).toBe(true);
  });
});
