import { builder } from '../../graphql/builder.js';
import { CandidateRef } from '../candidates/index.js';
import type { FinishedComponent } from './report-data.js';
import type { GeneratedReport } from './report-store.js';
import {
  candidateReport, deleteReport, deleteReportTrust, generateReport, generateReports, generateTrustReport, getComponentsFinished,
  getReportTemplateByCompanyId, type ReportTemplate,
} from './report.service.js';

const iso = (value: Date | null) => value?.toISOString() ?? null;

const ReportTemplateRef = builder.objectRef<ReportTemplate>('ReportTemplate').implement({
  description: 'A report template: the document a report is for an engine and vendor.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    publicName: t.exposeString('publicName', { description: 'The document’s title.' }),
    version: t.exposeInt('version'),
    createdAt: t.string({ resolve: (template) => template.createdAt.toISOString() }),
    companyId: t.exposeInt('companyId', { nullable: true, description: 'null: offered to every company.' }),
    engineId: t.exposeString('engineId', { description: 'EVALUAR by default; another engine’s reports are in Spanish only.' }),
    vendorId: t.exposeString('vendorId'),
    layout: t.exposeString('layout', { description: 'COMPLETE or SUMMARY.' }),
  }),
});

const FinishedComponentRef = builder.objectRef<FinishedComponent>('FinishedComponent').implement({
  description: 'A component of the candidate’s job whose result is settled, with every report section it has (the never-offered ones too).',
  fields: (t) => ({
    componentType: t.exposeString('componentType'),
    order: t.exposeInt('order'),
    label: t.exposeString('label'),
    sections: t.exposeStringList('sections'),
  }),
});

const ReportProgressRef = builder.objectRef<NonNullable<GeneratedReport['progress']>>('ReportProgress').implement({
  fields: (t) => ({ done: t.exposeInt('done'), total: t.exposeInt('total') }),
});

const GeneratedReportRef = builder.objectRef<GeneratedReport>('GeneratedReport').implement({
  description: 'A report asked for: a candidate’s, a trust report or a ZIP of several candidates’ reports, and where its generation stands.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    kind: t.exposeString('kind', { description: 'CANDIDATE, TRUST or BUNDLE.' }),
    processId: t.exposeInt('processId'),
    processPersonId: t.exposeInt('processPersonId', { nullable: true, description: 'null for a BUNDLE.' }),
    status: t.exposeString('status', { description: 'IN_QUEUE, WAITING, IN_PROGRESS, COMPLETED or FAILED.' }),
    type: t.exposeString('type', { description: 'PDF or DOCX (a bundle: its members’ format; the file is a .zip).' }),
    language: t.exposeString('language'),
    sections: t.exposeStringList('sections'),
    engineId: t.exposeString('engineId'),
    vendorId: t.exposeString('vendorId'),
    fileName: t.exposeString('fileName', { nullable: true }),
    size: t.exposeInt('size', { nullable: true }),
    url: t.exposeString('url', { nullable: true, description: 'A signed download address, new at each read while COMPLETED; null otherwise.' }),
    urlExpiresAt: t.string({ nullable: true, resolve: (report) => iso(report.urlExpiresAt) }),
    progress: t.field({ type: ReportProgressRef, nullable: true, description: 'Bundles: members ready of all.', resolve: (report) => report.progress }),
    error: t.exposeString('error', { nullable: true, description: 'FAILED: why, translated.' }),
    createdAt: t.string({ resolve: (report) => report.createdAt.toISOString() }),
    completedAt: t.string({ nullable: true, resolve: (report) => iso(report.completedAt) }),
  }),
});

const ReliabilityScoredResultRef = builder.objectRef<{ reliabilityComposedCapId: number }>('ReliabilityScoredResult').implement({
  fields: (t) => ({
    reliabilityComposedCapId: t.exposeInt('reliabilityComposedCapId', { description: 'The candidate’s RELIABILITY result (generateTrustReport names it).' }),
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

builder.queryField('getReportTemplateByCompanyId', (t) =>
  t.field({
    type: [ReportTemplateRef],
    description: 'The templates the caller’s company is offered: the shared ones and its own (CompanyId is not trusted).',
    args: { CompanyId: t.arg.int({ required: true }) },
    resolve: (_, __, ctx) => getReportTemplateByCompanyId(ctx),
  }),
);

builder.queryField('getComponentsFinished', (t) =>
  t.field({
    type: [FinishedComponentRef],
    description: 'The candidate’s finished components, in the job’s order (candidateId is the personId).',
    args: { processId: t.arg.int({ required: true }), candidateId: t.arg.int({ required: true }) },
    resolve: (_, args, ctx) => getComponentsFinished(ctx, args.processId, args.candidateId),
  }),
);

builder.queryField('candidateReport', (t) =>
  t.field({
    type: GeneratedReportRef,
    description: 'A report of the caller’s company: the download dialog polls it until it is settled.',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_, args, ctx) => candidateReport(ctx, args.id),
  }),
);

builder.mutationField('generateReport', (t) =>
  t.field({
    type: GeneratedReportRef,
    description: 'Queues the candidate’s report, or answers the stored one when the options and the data are the same.',
    args: {
      processPersonId: t.arg.int({ required: true }),
      sections: t.arg.stringList({ required: true }),
      type: t.arg.string({ required: true, description: 'PDF or DOCX.' }),
      engineId: t.arg.string({ required: true }),
      language: t.arg.string(),
      vendorId: t.arg.string({ required: true }),
    },
    resolve: (_, args, ctx) => generateReport(ctx, args),
  }),
);

builder.mutationField('deleteReport', (t) =>
  t.boolean({
    description: 'Removes the candidate’s (id: processPersonId) stored report of these options and its file; false when there is none.',
    args: {
      id: t.arg.int({ required: true }),
      sections: t.arg.stringList({ required: true }),
      engineId: t.arg.string({ required: true }),
      type: t.arg.string({ required: true }),
      language: t.arg.string(),
      vendorId: t.arg.string({ required: true }),
    },
    resolve: (_, args, ctx) => deleteReport(ctx, args),
  }),
);

builder.mutationField('generateTrustReport', (t) =>
  t.field({
    type: GeneratedReportRef,
    description: 'Queues the candidate’s trust report (PDF, engine EVALUAR); reliabilityComposedCapId is their RELIABILITY result’s id.',
    args: {
      processPersonId: t.arg.int({ required: true }),
      type: t.arg.string({ required: true }),
      engineId: t.arg.string({ required: true }),
      reliabilityComposedCapId: t.arg.int({ required: true }),
    },
    resolve: (_, args, ctx) => generateTrustReport(ctx, args),
  }),
);

builder.mutationField('deleteReportTrust', (t) =>
  t.boolean({
    description: 'Removes the candidate’s (id: processPersonId) trust reports and their files; false when there is none.',
    args: { id: t.arg.int({ required: true }), type: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => deleteReportTrust(ctx, args),
  }),
);

builder.mutationField('generateReports', (t) =>
  t.field({
    type: GeneratedReportRef,
    description: 'Queues one ZIP with the reports of the chosen candidates of the process; those who cannot have one are left out.',
    args: {
      processId: t.arg.int({ required: true }),
      processPersonIds: t.arg.intList({ required: true }),
      sections: t.arg.stringList({ required: true }),
      type: t.arg.string({ required: true }),
      engineId: t.arg.string({ required: true }),
      language: t.arg.string(),
      vendorId: t.arg.string({ required: true }),
    },
    resolve: (_, args, ctx) => generateReports(ctx, args),
  }),
);
