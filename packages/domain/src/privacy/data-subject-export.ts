import type { PermissionAction } from '../permissions/permissions.js';

/**
 * A person's data export (issue 21, docs/decisions/032): the formats an administrator downloads and
 * the permission it takes, shared by the server (which enforces it) and the web app (which shows the action).
 */
export const DATA_SUBJECT_EXPORT_FORMATS = ['json', 'pdf'] as const;
export type DataSubjectExportFormat = (typeof DATA_SUBJECT_EXPORT_FORMATS)[number];

/** Administering the company: the data of every process, whoever runs it, is the company's to hand over. */
export const DATA_SUBJECT_EXPORT_PERMISSION: PermissionAction = 'company.full';

/** The download route of one format (GET, the session's bearer token). */
export const dataSubjectExportPath = (personId: number, format: DataSubjectExportFormat) =>
  `/people-web/persons/${personId}/data-export?format=${format}`;
