import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Observable } from 'rxjs';
import { afterEach, beforeAll, beforeEach, vi, type MockInstance } from 'vitest';
import { MemoryRouter } from 'react-router';
import type { Locale, ReportFormat, ReportSection } from '@terna/domain';
import type { ClientInfoQuery as ClientInfoData } from '@/gql/graphql';
import { createCache, isSubscription } from '@/shared/lib/apollo';
import { initI18n, loadNamespaces } from '@/shared/lib/i18n';
import { ClientInfoQuery } from '@/shared/session/session.graphql';
import { buildClientInfo } from '@/shared/session/session.fixtures';
import { SnackbarProvider } from '@/shared/ui/SnackbarProvider';

/** The options a report request names, as the dialogs send them. */
export interface ReportOptionVariables {
  sections: ReportSection[];
  type: ReportFormat;
  engineId: string;
  language: Locale;
  vendorId: string;
}
import { ReportTemplatesQuery } from './graphql/candidate-reports.graphql';
import type { GeneratedReport } from './hooks/useReportGeneration';

export const COMPANY_ID = 5;

/**
 * The hooks every report dialog test needs: Spanish texts, and the generated download link's click
 * recorded instead of run (jsdom cannot download: the click is what a test watches).
 */
export function watchDownloads(): { readonly link: MockInstance<() => void> } {
  let link: MockInstance<() => void> | undefined;
  beforeAll(async () => {
    await initI18n('es');
    await loadNamespaces(['candidateReports']);
  });
  beforeEach(() => {
    link = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
  return {
    get link() {
      if (!link) throw new Error('watchDownloads: read the link inside a test');
      return link;
    },
  };
}

/** The signed-in company; MULTI_LANGUAGE on request. */
function reportsClientInfo(options: { multiLanguage?: boolean }): ClientInfoData['clientInfo'] {
  const feature = {
    __typename: 'Feature' as const,
    name: 'MULTI_LANGUAGE' as const,
    status: options.multiLanguage ?? false,
  };
  return buildClientInfo({ id: COMPANY_ID, features: [feature] });
}

export const TEMPLATES = [
  { __typename: 'ReportTemplate' as const, id: 1, publicName: 'Informe clásico', engineId: 'OTRO', vendorId: 'ACME' },
  {
    __typename: 'ReportTemplate' as const,
    id: 2,
    publicName: 'Informe Evaluar',
    engineId: 'EVALUAR',
    vendorId: 'TERNA',
  },
];

export const templatesMock = {
  request: { query: ReportTemplatesQuery, variables: { companyId: COMPANY_ID } },
  result: { data: { getReportTemplateByCompanyId: TEMPLATES } },
};

/** A report as the server answers it; COMPLETED ones carry their signed address. */
export function buildReport(overrides: Partial<GeneratedReport> = {}): GeneratedReport {
  const completed = overrides.status === 'COMPLETED';
  return {
    __typename: 'GeneratedReport',
    id: 40,
    kind: 'CANDIDATE',
    processPersonId: 11,
    status: 'IN_QUEUE',
    type: 'PDF',
    language: 'es',
    sections: ['DISC', 'CURRICULUM'],
    engineId: 'EVALUAR',
    vendorId: 'TERNA',
    fileName: completed ? 'Informe - Ana Vera.pdf' : null,
    url: completed ? '/process-web/reports/40/file?expires=9999999999&signature=abc' : null,
    urlExpiresAt: completed ? '2999-01-01T00:00:00.000Z' : null,
    progress: null,
    error: null,
    ...overrides,
  } as GeneratedReport;
}

/** A bundle's progress, with its __typename. */
export function buildProgress(done: number, total: number): GeneratedReport['progress'] {
  const progress = { __typename: 'ReportProgress', done, total };
  return progress;
}

/** How far apart the scripted stream's events arrive: each status can be read on its way. */
const STREAM_STEP_MS = 300;

/**
 * reportJobChanged as the server streams it: each of `steps` in turn, STREAM_STEP_MS apart, then the end
 * (the server ends the stream once the report settles). Without steps the stream fails at once, as
 * one cut by a proxy would, so the dialog falls back to polling.
 */
function reportJobStream(steps: GeneratedReport[] | undefined): ApolloLink {
  return new ApolloLink(
    () =>
      new Observable((observer) => {
        if (!steps) {
          observer.error(new Error('stream cut'));
          return undefined;
        }
        let next = 0;
        const timer = setInterval(() => {
          const step = steps[next++];
          if (step) observer.next({ data: { reportJobChanged: step } });
          else {
            clearInterval(timer);
            observer.complete();
          }
        }, STREAM_STEP_MS);
        return () => clearInterval(timer);
      }),
  );
}

/**
 * Renders a dialog signed in, with the snackbar and the given answers of the API; `reportJob` is what
 * the report's live stream sends (none: the stream breaks).
 */
export function renderWithApi(
  ui: ReactNode,
  mocks: MockedProviderProps['mocks'],
  options: { multiLanguage?: boolean; reportJob?: GeneratedReport[] } = {},
) {
  window.localStorage.setItem('terna.accessToken', 'test-token');
  const cache = createCache();
  cache.writeQuery({ query: ClientInfoQuery, data: { clientInfo: reportsClientInfo(options) } });
  const link = ApolloLink.split(isSubscription, reportJobStream(options.reportJob), new MockLink(mocks ?? []));
  return render(
    <MemoryRouter>
      <MockedProvider link={link} cache={cache}>
        <SnackbarProvider>{ui}</SnackbarProvider>
      </MockedProvider>
    </MemoryRouter>,
  );
}
