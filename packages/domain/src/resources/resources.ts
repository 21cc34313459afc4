import { z } from 'zod';
import { LOCALES } from '../constants.js';
import type { FileKind } from '../files/file-types.js';
import { foldText, isSafeUrl } from '../launch/text-rules.js';
import { msg } from '../validation/messages.js';

/** What the resource centre holds: training videos, downloadable documents and guides written in Markdown. */
export const RESOURCE_KINDS = ['VIDEO', 'DOCUMENT', 'GUIDE'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

export const RESOURCE_TITLE_MAX = 160;
export const RESOURCE_DESCRIPTION_MAX = 500;
export const RESOURCE_BODY_MAX = 20_000;
export const RESOURCE_SEARCH_MAX = 100;
export const RESOURCE_PAGE_SIZE_MAX = 50;
/** What a resource-centre document may be when uploaded: documents (PDF, Office) and images. */
export const RESOURCE_FILE_KINDS: readonly FileKind[] = ['document', 'image'];

/** A file stored by Terna's own upload (`/files/<key>`), the other address a video or document may have. */
const STORED_FILE = /^\/files\/[A-Za-z0-9_-]{32}$/;

const text = (max: number) => z.string().trim().max(max, msg('max'));

/**
 * What a Terna administrator publishes. A video or a document needs its address (an external link or
 * an uploaded file); a guide needs its Markdown body.
 */
export const resourceItemInputSchema = z
  .object({
    kind: z.enum(RESOURCE_KINDS, { error: msg('regex') }),
    title: text(RESOURCE_TITLE_MAX).min(3, msg('min')),
    description: text(RESOURCE_DESCRIPTION_MAX),
    language: z.enum(LOCALES, { error: msg('regex') }),
    url: z
      .string()
      .trim()
      .max(2048, msg('max'))
      .refine((value) => value === '' || STORED_FILE.test(value) || isSafeUrl(value), msg('url')),
    body: text(RESOURCE_BODY_MAX),
    published: z.boolean(),
  })
  .superRefine((value, issues) => {
    if (value.kind === 'GUIDE' && value.body.length < 50)
      issues.addIssue({ code: 'custom', path: ['body'], message: msg('min'), params: { length: 50 } });
    if (value.kind !== 'GUIDE' && value.url === '')
      issues.addIssue({ code: 'custom', path: ['url'], message: msg('required') });
  });
export type ResourceItemInput = z.infer<typeof resourceItemInputSchema>;

/** The address part of a guide's page: the title folded to lower-case words joined by hyphens. */
export function resourceSlug(title: string): string {
  const slug = foldText(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'recurso';
}

/** A piece of a line of Markdown: plain text, bold, italic or a link. */
export type MarkdownInline =
  | { type: 'text'; text: string }
  | { type: 'strong'; text: string }
  | { type: 'em'; text: string }
  | { type: 'link'; text: string; href: string };

/** A block of a guide: a heading, a paragraph or a list. */
export type MarkdownBlock =
  | { type: 'heading'; level: 2 | 3 | 4; content: MarkdownInline[] }
  | { type: 'paragraph'; content: MarkdownInline[] }
  | { type: 'list'; ordered: boolean; items: MarkdownInline[][] };

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Bold, italic and links of one line; a link that is not a safe web address stays text. */
export function parseInlineMarkdown(line: string): MarkdownInline[] {
  const parts: MarkdownInline[] = [];
  let last = 0;
  for (const match of line.matchAll(INLINE)) {
    if (match.index > last) parts.push({ type: 'text', text: line.slice(last, match.index) });
    const [whole, strong, em, label, href] = match;
    if (strong !== undefined) parts.push({ type: 'strong', text: strong });
    else if (em !== undefined) parts.push({ type: 'em', text: em });
    else if (label !== undefined && href !== undefined && (isSafeUrl(href) || /^\/[\w/-]*$/.test(href)))
      parts.push({ type: 'link', text: label, href });
    else parts.push({ type: 'text', text: whole });
    last = match.index + whole.length;
  }
  if (last < line.length) parts.push({ type: 'text', text: line.slice(last) });
  return parts;
}

/**
 * The Markdown subset guides are written in (#-headings, paragraphs, - and 1. lists, bold, italic,
 * links), parsed into blocks the web app renders as elements: no HTML of the author's ever reaches
 * the page, so nothing needs sanitising.
 */
export function parseMarkdown(body: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: MarkdownInline[][] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', content: parseInlineMarkdown(paragraph.join(' ')) });
    if (list) blocks.push({ type: 'list', ...list });
    paragraph = [];
    list = null;
  };
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    const item = /^(?:([-*])|(\d+)[.)])\s+(.*)$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      const level = Math.min(4, Math.max(2, heading[1]!.length + 1)) as 2 | 3 | 4;
      blocks.push({ type: 'heading', level, content: parseInlineMarkdown(heading[2]!) });
    } else if (item) {
      const ordered = item[2] !== undefined;
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(parseInlineMarkdown(item[3]!));
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
