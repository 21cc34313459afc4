import {
  REPORT_FORMATS,
  REPORT_KINDS,
  REPORT_LAYOUTS,
  REPORT_SECTIONS,
  REPORT_STATUSES,
  reportLayout,
  type ReportSection,
} from '@terna/domain';
import { builder } from '../../graphql/builder.js';
import { ComponentTypeEnum, enumFromDomain, LocaleEnum } from '../../graphql/enums.js';
import { CandidateRef } from '../candidates/index.js';
import { companyReports, type CompanyReportRow, type CompanyReportsPage } from './company-reports.service.js';
import type { FinishedComponent } from './report-data.js';
import type { GeneratedReport } from './report-store.js';
import {
  candidateReport,
  deleteReport,
  deleteReportTrust,
  generateReport,
  generateReports,
  generateTrustReport,
  getComponentsFinished,
  getReportTemplateByCompanyId,
  type ReportTemplate,
  reportAsSubscriber,
  reportJobChanges,
} from './report.service.js';

const ReportFormatEnum = enumFromDomain('ReportFormat', REPORT_FORMATS, 'The file format of a report.', {
  PDF: 'A PDF document.',
  DOCX: 'A Word document (shown to users as WORD).',
});

const ReportKindEnum = enumFromDomain('ReportKind', REPORT_KINDS, 'What a stored report is.', {
  CANDIDATE: 'One candidate’s report, from a template.',
  TRUST: 'One candidate’s trust report (PDF, engine EVALUAR).',
  BUNDLE: 'A ZIP of several candidates’ reports of one process.',
});

const ReportStatusEnum = enumFromDomain('ReportStatus', REPORT_STATUSES, 'Where a report’s generation stands.', {
  COMPLETED: 'The file is stored and can be downloaded.',
  WAITING: 'An attempt failed; the next one waits for its retry.',
  IN_PROGRESS: 'Being rendered.',
  IN_QUEUE: 'Waiting for a worker.',
  FAILED: 'Gave up after its retries; error says why.',
});

const ReportLayoutEnum = enumFromDomain('ReportLayout', REPORT_LAYOUTS, 'How a template lays out each section.', {
  COMPLETE: 'Every detail of each section.',
  SUMMARY: 'One line per section.',
});

const REPORT_SECTION_DESCRIPTIONS: Record<ReportSection, string> = {
  DISC: 'The DISC profile and archetype.',
  DISC_ADVANCED: 'The factor graph of each DISC phase (never offered).',
  CURRICULUM: 'The CV and its section scores.',
  FILTER_QUESTIONS: 'The answers to the CV’s filter questions (never offered).',
  COMPETENCE: 'The competence scores.',
  KNOWLEDGE_TEST: 'The knowledge test’s score.',
  KNOWLEDGE_QUESTIONS: 'Every answer of the knowledge test (never offered).',
  INTERVIEW: 'The virtual interview’s grade.',
  RELIABILITY: 'The trust result and its risk levels.',
};

const ReportSectionEnum = enumFromDomain(
  'ReportSection',
  REPORT_SECTIONS,
  'A section of a candidate report, named after what it shows; each belongs to one component.',
  REPORT_SECTION_DESCRIPTIONS,
);

const ReportTemplateRef = builder.objectRef<ReportTemplate>('ReportTemplate').implement({
  description: 'A report template: the document a report is for an engine and vendor.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The template’s id.' }),
    name: t.exposeString('name', { description: 'The template’s internal name.' }),
    publicName: t.exposeString('publicName', { description: 'The document’s title.' }),
    version: t.exposeInt('version', { description: 'The template’s version, from 1.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the template was added.' }),
    companyId: t.exposeInt('companyId', { nullable: true, description: 'null: offered to every company.' }),
    engineId: t.exposeString('engineId', {
      description: 'The report engine; EVALUAR by default; another engine’s reports are in Spanish only.',
    }),
    vendorId: t.exposeString('vendorId', { description: 'The template’s vendor within its engine.' }),
    layout: t.field({
      type: ReportLayoutEnum,
      description: 'How the document lays out each section.',
      resolve: (template) => reportLayout(template.layout),
    }),
  }),
});

const FinishedComponentRef = builder.objectRef<FinishedComponent>('FinishedComponent').implement({
  description:
    'A component of the candidate’s job whose result is settled, with every report section it has (the never-offered ones too).',
  fields: (t) => ({
    componentType: t.expose('componentType', { type: ComponentTypeEnum, description: 'The component.' }),
    order: t.exposeInt('order', { description: 'The component’s position in the job, from 1.' }),
    label: t.exposeString('label', { description: 'The component, in the request’s language.' }),
    sections: t.expose('sections', { type: [ReportSectionEnum], description: 'The report sections it has.' }),
  }),
});

const ReportProgressRef = builder.objectRef<NonNullable<GeneratedReport['progress']>>('ReportProgress').implement({
  description: 'How far a bundle’s generation has gone.',
  fields: (t) => ({
    done: t.exposeInt('done', { description: 'Member reports ready.' }),
    total: t.exposeInt('total', { description: 'Member reports in the bundle.' }),
  }),
});

const GeneratedReportRef = builder.objectRef<GeneratedReport>('GeneratedReport').implement({
  description:
    'A report asked for: a candidate’s, a trust report or a ZIP of several candidates’ reports, and where its generation stands.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The report’s id (candidateReport reads it).' }),
    kind: t.expose('kind', { type: ReportKindEnum, description: 'What the report is.' }),
    processId: t.exposeInt('processId', { description: 'The process of its candidates.' }),
    processPersonId: t.exposeInt('processPersonId', { nullable: true, description: 'The candidate; null for a BUNDLE.' }),
    status: t.expose('status', { type: ReportStatusEnum, description: 'Where its generation stands.' }),
    type: t.expose('type', {
      type: ReportFormatEnum,
      description: 'The document’s format (a bundle: its members’ format; the file is a .zip).',
    }),
    language: t.expose('language', { type: LocaleEnum, description: 'The language the report is written in.' }),
    sections: t.expose('sections', { type: [ReportSectionEnum], description: 'The sections it shows.' }),
    engineId: t.exposeString('engineId', { description: 'The template’s engine.' }),
    vendorId: t.exposeString('vendorId', { description: 'The template’s vendor; empty for a trust report.' }),
    fileName: t.exposeString('fileName', { nullable: true, description: 'The download’s file name.' }),
    size: t.exposeInt('size', { nullable: true, description: 'The file’s size in bytes, while COMPLETED.' }),
    url: t.exposeString('url', {
      nullable: true,
      description: 'A signed download address, new at each read while COMPLETED; null otherwise.',
    }),
    urlExpiresAt: t.expose('urlExpiresAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When url stops working (15 minutes after the read); null without a url.',
    }),
    progress: t.field({
      type: ReportProgressRef,
      nullable: true,
      description: 'Bundles: members ready of all; null for one candidate’s report.',
      resolve: (report) => report.progress,
    }),
    error: t.exposeString('error', { nullable: true, description: 'FAILED: why, in the request’s language.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the report was asked for.' }),
    completedAt: t.expose('completedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When its file was stored; null until COMPLETED.',
    }),
  }),
});

const ReliabilityScoredResultRef = builder
  .objectRef<{ reliabilityComposedCapId: number }>('ReliabilityScoredResult')
  .implement({
    description: 'The candidate’s scored trust (RELIABILITY) result.',
    fields: (t) => ({
      reliabilityComposedCapId: t.exposeInt('reliabilityComposedCapId', {
        description: 'The candidate’s RELIABILITY result (generateTrustReport names it).',
      }),
    }),
  });

// Read off the candidate's component results, which the row already holds: no query per candidate.
builder.objectField(CandidateRef, 'reliabilityScoredResult', (t) =>
  t.field({
    type: ReliabilityScoredResultRef,
    nullable: true,
    description: 'null when the candidate has no RELIABILITY result.',
    resolve: (candidate) => {
      const reliability = candidate.components.find((component) => component.componentType === 'RELIABILITY');
      return reliability ? { reliabilityComposedCapId: reliability.id } : null;
    },
  }),
);

/** The options that name a candidate report, as generateReport, deleteReport and generateReports take them. */
const reportOptionArgs = (t: Parameters<Parameters<typeof builder.mutationField>[1]>[0]) => ({
  sections: t.arg({
    type: [ReportSectionEnum],
    required: true,
    description: 'The sections to show, at least one; each offered and finished by the candidate.',
  }),
  type: t.arg({ type: ReportFormatEnum, required: true, description: 'The document’s format.' }),
  engineId: t.arg.string({ required: true, description: 'The template’s engine (getReportTemplateByCompanyId).' }),
  language: t.arg({
    type: LocaleEnum,
    description: 'The language; honoured with MULTI_LANGUAGE and the EVALUAR engine, Spanish otherwise.',
  }),
  vendorId: t.arg.string({ required: true, description: 'The template’s vendor (getReportTemplateByCompanyId).' }),
});

builder.queryField('getReportTemplateByCompanyId', (t) =>
  t.field({
    type: [ReportTemplateRef],
    description: 'The templates the caller’s company is offered: the shared ones and its own.',
    args: {
      CompanyId: t.arg.int({
        required: true,
        description: 'The spec’s argument, not trusted: the company is the one the caller acts in.',
      }),
    },
    resolve: (_, __, ctx) => getReportTemplateByCompanyId(ctx),
  }),
);

builder.queryField('getComponentsFinished', (t) =>
  t.field({
    type: [FinishedComponentRef],
    description: 'The candidate’s finished components, in the job’s order.',
    args: {
      processId: t.arg.int({ required: true, description: 'The candidate’s process.' }),
      candidateId: t.arg.int({ required: true, description: 'The candidate’s personId.' }),
    },
    resolve: (_, args, ctx) => getComponentsFinished(ctx, args.processId, args.candidateId),
  }),
);

builder.queryField('candidateReport', (t) =>
  t.field({
    type: GeneratedReportRef,
    description: 'A report of the caller’s company: the download dialog polls it until it is settled.',
    args: { id: t.arg.int({ required: true, description: 'The report’s id.' }) },
    resolve: (_, args, ctx) => candidateReport(ctx, args.id),
  }),
);

builder.subscriptionField('reportJobChanged', (t) =>
  t.field({
    type: GeneratedReportRef,
    description:
      'A report of the caller’s company as it is now, then each time its job moves on, until it is COMPLETED or FAILED: the download dialog’s progress.',
    args: { id: t.arg.int({ required: true, description: 'The report’s id.' }) },
    subscribe: (_root, args, ctx) => reportJobChanges(ctx, args.id),
    resolve: (event, _args, ctx) => reportAsSubscriber(ctx, event.reportId),
  }),
);

builder.mutationField('generateReport', (t) =>
  t.field({
    type: GeneratedReportRef,
    description: 'Queues the candidate’s report, or answers the stored one when the options and the data are the same.',
    args: {
      processPersonId: t.arg.int({ required: true, description: 'The candidate.' }),
      ...reportOptionArgs(t),
    },
    resolve: (_, args, ctx) => generateReport(ctx, args),
  }),
);

builder.mutationField('deleteReport', (t) =>
  t.boolean({
    description: 'Removes the candidate’s stored report of these options and its file; false when there is none.',
    args: { id: t.arg.int({ required: true, description: 'The candidate’s processPersonId.' }), ...reportOptionArgs(t) },
    resolve: (_, args, ctx) => deleteReport(ctx, args),
  }),
);

builder.mutationField('generateTrustReport', (t) =>
  t.field({
    type: GeneratedReportRef,
    description: 'Queues the candidate’s trust report, in the request’s language where the company has MULTI_LANGUAGE.',
    args: {
      processPersonId: t.arg.int({ required: true, description: 'The candidate.' }),
      type: t.arg({ type: ReportFormatEnum, required: true, description: 'The format: PDF only.' }),
      engineId: t.arg.string({ required: true, description: 'The engine: EVALUAR only.' }),
      reliabilityComposedCapId: t.arg.int({
        required: true,
        description: 'The candidate’s RELIABILITY result (reliabilityScoredResult), which must be SUCCESS.',
      }),
    },
    resolve: (_, args, ctx) => generateTrustReport(ctx, args),
  }),
);

builder.mutationField('deleteReportTrust', (t) =>
  t.boolean({
    description: 'Removes the candidate’s trust reports, in every language, and their files; false when there is none.',
    args: {
      id: t.arg.int({ required: true, description: 'The candidate’s processPersonId.' }),
      type: t.arg({ type: ReportFormatEnum, required: true, description: 'The format: PDF only.' }),
    },
    resolve: (_, args, ctx) => deleteReportTrust(ctx, args),
  }),
);

builder.mutationField('generateReports', (t) =>
  t.field({
    type: GeneratedReportRef,
    description:
      'Queues one ZIP with the reports of the chosen candidates of the process; those who cannot have one are left out.',
    args: {
      processId: t.arg.int({ required: true, description: 'The candidates’ process.' }),
      processPersonIds: t.arg.intList({ required: true, description: 'The candidates, at most 200.' }),
      ...reportOptionArgs(t),
    },
    resolve: (_, args, ctx) => generateReports(ctx, args),
  }),
);

const CompanyReportRef = builder.objectRef<CompanyReportRow>('CompanyReport').implement({
  description: 'A report the company generated, as its reports page lists it.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The report’s id.' }),
    kind: t.expose('kind', { type: ReportKindEnum, description: 'What the report is.' }),
    status: t.expose('status', { type: ReportStatusEnum, description: 'Where its generation stands.' }),
    format: t.expose('format', { type: ReportFormatEnum, description: 'The document’s format.' }),
    language: t.expose('language', { type: LocaleEnum, description: 'The language it is written in.' }),
    fileName: t.exposeString('fileName', { description: 'The download’s file name.' }),
    size: t.exposeInt('size', { nullable: true, description: 'The file’s size in bytes; null until stored.' }),
    processId: t.exposeInt('processId', { description: 'The process of its candidates.' }),
    processName: t.exposeString('processName', { description: 'That process’s name.' }),
    candidateName: t.exposeString('candidateName', { nullable: true, description: 'The candidate; null for a BUNDLE.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was asked for.' }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true, description: 'When its file was stored.' }),
    downloadUrl: t.exposeString('downloadUrl', {
      nullable: true,
      description: 'A signed download address, new at each read, while COMPLETED; null otherwise.',
    }),
  }),
});

const CompanyReportsPageRef = builder.objectRef<CompanyReportsPage>('CompanyReportsPage').implement({
  description: 'One page of the company’s generated reports, newest first.',
  fields: (t) => ({
    items: t.field({ type: [CompanyReportRef], description: 'The page’s reports.', resolve: (p) => p.items }),
    page: t.exposeInt('page', { description: 'The page, from 1.' }),
    size: t.exposeInt('size', { description: 'Reports per page.' }),
    total: t.exposeInt('total', { description: 'Reports matching the search.' }),
  }),
});

builder.queryField('companyReports', (t) =>
  t.field({
    type: CompanyReportsPageRef,
    description:
      'The company’s generated reports, newest first (permission report.generate; feature COMPANY_REPORTS or ANALYTIC_REPORT).',
    args: {
      search: t.arg.string({ required: false, description: 'Part of a candidate’s or a process’s name.' }),
      page: t.arg.int({ required: false, defaultValue: 1, description: 'The page, from 1.' }),
      size: t.arg.int({ required: false, defaultValue: 10, description: 'Reports per page (1 to 100).' }),
    },
    resolve: (_, args, ctx) => companyReports(ctx, args),
  }),
);
