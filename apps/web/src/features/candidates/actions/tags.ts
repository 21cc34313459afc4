import { MAX_TAGS, NO_TAGS_CODE } from '@terna/domain';

export interface ProcessTagConfig {
  code: string;
  color?: string | null;
  label: string;
}
export interface CompanyTag {
  code: string;
  hexCode?: string | null;
  title: string;
}
export interface AppliedTag {
  id: number;
  code: string;
}

export interface TagOption {
  code: string;
  label: string;
  color: string;
  /** The candidate's tag with this code, when applied. */
  appliedId: number | null;
}

export interface TagGroups {
  process: TagOption[];
  predefined: TagOption[];
  /** How many tags the candidate carries (NO_TAGS aside). */
  applied: number;
  /** The candidate carries the most tags allowed: tags not applied yet are disabled. */
  atLimit: boolean;
}

/** A tag without a colour of its own. */
export const FALLBACK_TAG_COLOR = '#607D8B';

/** Colours offered for a new process tag; the next one not in use is proposed. */
export const PROCESS_TAG_COLORS = [
  '#1D8CD0',
  '#2E7D32',
  '#ED6C02',
  '#9C27B0',
  '#D32F2F',
  '#00838F',
  '#5D4037',
  '#C2185B',
] as const;

/**
 * The tag dialog's two groups (spec 1 section 2): the process's own tags and the company's
 * predefined ones, each with its colour (color or hexCode) and whether the candidate has it.
 * NO_TAGS is never shown; a code in both groups is shown once, as a process tag.
 */
export function tagGroups(
  processTags: readonly ProcessTagConfig[],
  companyTags: readonly CompanyTag[],
  applied: readonly AppliedTag[],
): TagGroups {
  const appliedByCode = new Map(applied.filter((tag) => tag.code !== NO_TAGS_CODE).map((tag) => [tag.code, tag.id]));
  const option = (code: string, label: string, color: string | null | undefined): TagOption => ({
    code,
    label,
    color: color || FALLBACK_TAG_COLOR,
    appliedId: appliedByCode.get(code) ?? null,
  });
  const process = processTags
    .filter((tag) => tag.code !== NO_TAGS_CODE)
    .map((tag) => option(tag.code, tag.label, tag.color));
  const processCodes = new Set(process.map((tag) => tag.code));
  const predefined = companyTags
    .filter((tag) => tag.code !== NO_TAGS_CODE && !processCodes.has(tag.code))
    .map((tag) => option(tag.code, tag.title, tag.hexCode));
  return { process, predefined, applied: appliedByCode.size, atLimit: appliedByCode.size >= MAX_TAGS };
}

/** The colour proposed for a new process tag: the first of the palette no process tag uses yet. */
export function nextProcessTagColor(processTags: readonly ProcessTagConfig[]): string {
  const used = new Set(processTags.map((tag) => tag.color?.toUpperCase()));
  return (
    PROCESS_TAG_COLORS.find((color) => !used.has(color)) ??
    PROCESS_TAG_COLORS[processTags.length % PROCESS_TAG_COLORS.length]!
  );
}
