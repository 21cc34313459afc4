import type { DiscFactor, Locale, ReportFormat, ReportLayout, ReportSection, ScoreColor } from '@terna/domain';

/**
 * Everything a candidate report shows, already chosen, ordered and translated: the builder
 * (report-data.ts) reads it from the database inside the caller's tenant transaction, and the
 * renderers (documents/) turn it into PDF or DOCX bytes without any I/O, in a worker thread.
 * It is JSON (stored with the report row and sent to the render thread), so dates are ISO strings.
 */
export interface ReportDocument {
  kind: 'CANDIDATE';
  language: Locale;
  format: ReportFormat;
  /** The template's layout: COMPLETE shows every detail of each section; SUMMARY one line per section. */
  layout: ReportLayout;
  /** The template's public name, shown as the document's title. */
  title: string;
  generatedAt: string;
  company: ReportCompany;
  candidate: ReportCandidate;
  process: ReportProcess;
  composedScore: { value: number | null; color: ScoreColor };
  /** Only the chosen sections the candidate has finished, in the job's component order. */
  sections: ReportSectionContent[];
}

export type { ReportLayout };

export interface ReportCompany {
  name: string;
  /** The logo's bytes as a data: URL (PNG or JPEG), or null when the company has none. */
  logoDataUrl: string | null;
}

export interface ReportCandidate {
  firstName: string;
  lastName: string;
  identification: string | null;
  email: string | null;
  /** OPEN, INPROGRESS, ENDED or DISQUALIFIED, with its translated label. */
  evaluationsStatus: string;
  statusLabel: string;
  invitedAt: string | null;
  finishedAt: string | null;
}

export interface ReportProcess {
  id: number;
  name: string;
  /** The job position's name. */
  position: string | null;
  startDate: string | null;
  endDate: string | null;
  /** The process's IANA time zone: the report prints its dates there (UTC when absent). */
  timeZone?: string | null;
}

/** A component approved by a recruiter after it was rejected: who, when and why. */
export interface ReportApproval {
  approvedBy: string;
  approvedAt: string;
  observation: string;
}

interface SectionBase {
  section: ReportSection;
  /** The component's translated name (componentLabel). */
  label: string;
  /** The component's score 0-100, or null when it has none (DISC). */
  value: number | null;
  /** SUCCESS or REJECT, with its translated label. */
  status: string;
  statusLabel: string;
  minValueToPass: number | null;
  approval: ReportApproval | null;
}

export interface DiscSection extends SectionBase {
  section: 'DISC';
  factors: { factor: DiscFactor; name: string; value: number }[];
  archetype: string | null;
  interpretation: string | null;
}

export interface CurriculumSection extends SectionBase {
  section: 'CURRICULUM';
  /** Match per CV section (CV_SECTIONS), with its weight. */
  parts: { section: string; label: string; weight: number; score: number }[];
}

export interface CompetenceSection extends SectionBase {
  section: 'COMPETENCE';
  /** Each competence with its score and the level it reads as (low, medium, high), translated. */
  competences: { name: string; value: number; weight: number | null; level: string }[];
}

export interface KnowledgeSection extends SectionBase {
  section: 'KNOWLEDGE_TEST';
  questionCount: number;
  correctAnswers: number;
}

export interface InterviewSection extends SectionBase {
  section: 'INTERVIEW';
  grade: number | null;
  gradeColor: ScoreColor;
  /** The interviewer's notes: each question with the answer noted and its grade. */
  answers: { question: string; answer: string; grade: number | null }[];
}

export interface ReliabilitySection extends SectionBase {
  section: 'RELIABILITY';
  code: string | null;
  /** The translated result (reliable, medium, unreliable...). */
  resultLabel: string;
  resultColor: ScoreColor;
  checks: { name: string; label: string; riskLevel: string; riskLabel: string; riskColor: ScoreColor }[];
}

export type ReportSectionContent = DiscSection | CurriculumSection | CompetenceSection | KnowledgeSection | InterviewSection | ReliabilitySection;

/** The trust report (spec 1 section 9: PDF, engine EVALUAR): the reliability result and each check. */
export interface TrustReportDocument {
  kind: 'TRUST';
  language: Locale;
  format: 'PDF';
  title: string;
  generatedAt: string;
  company: ReportCompany;
  candidate: ReportCandidate;
  process: ReportProcess;
  result: { code: string | null; label: string; color: ScoreColor };
  /** The required checks (THEFT, INTEGRITY, LIE) first, then the optional ones the candidate took. */
  checks: { name: string; label: string; required: boolean; riskLevel: string; riskLabel: string; riskColor: ScoreColor }[];
  completedAt: string | null;
}

export type AnyReportDocument = ReportDocument | TrustReportDocument;
