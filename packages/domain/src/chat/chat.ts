import { z } from 'zod';
import { msg } from '../validation/messages.js';

/** The chat panel's maximum width in pixels (spec 3 §9); a drawer at the medium breakpoint and below. */
export const CHAT_PANEL_MAX_WIDTH = 300;

/** What the message list leaves of the panel's height for the input form, in pixels (spec 3 §2: 100% − 75 px). */
export const CHAT_INPUT_HEIGHT = 75;

/** Messages per page of the chat panel (spec 3 §9); older ones come with "load more". */
export const CHAT_PAGE_SIZE = 15;

/**
 * The longest message content the server stores, counted on the escaped text the client sends
 * (spec 3 §5 escapes it before sending): a long note fits, a pasted document (100 kB) does not.
 */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;

/**
 * The live event of a new message (realtime topic chatMessage, keyed by conversation): ids only;
 * each subscriber reads the message as themself.
 */
export interface ChatMessageEvent {
  conversationId: number;
  messageId: string;
}

/** What a message is: the panel writes text; the type is kept from the original chat service. */
export const CHAT_MESSAGE_TYPES = ['TEXT'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '\n': '&#10;',
};

/** Spec 3 §5: the content is HTML-escaped and its newlines escaped before sending. */
export function escapeChatContent(text: string): string {
  return text.replace(/[&<>"'\n]/g, (char) => HTML_ESCAPES[char]!);
}

const HTML_UNESCAPES = Object.fromEntries(Object.entries(HTML_ESCAPES).map(([char, entity]) => [entity, char]));

/** The text a person typed, back from the escaped content (shown as plain text, never as markup). */
export function unescapeChatContent(content: string): string {
  return content.replace(/&(amp|lt|gt|quot|#39|#10);/g, (entity) => HTML_UNESCAPES[entity]!);
}

/**
 * Whether the panel sends on this key press: Enter alone sends; Shift, Ctrl, Alt or Meta with Enter
 * does not (spec 3 §5).
 */
export function sendsChatMessage(event: {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.ctrlKey && !event.altKey && !event.metaKey;
}

/**
 * A message's escaped content as the server accepts it: not empty, no leading space (spec 3 §5),
 * escaped (a raw `<` or `>` is markup a client did not escape) and within the maximum length.
 */
export const chatContentSchema = z
  .string()
  .min(1, msg('chat_message'))
  .max(CHAT_MESSAGE_MAX_LENGTH, msg('chat_message'))
  .refine((content) => !/^\s/.test(content), msg('chat_message'))
  .refine((content) => !/[<>]/.test(content), msg('chat_message'));

/**
 * The members a message mentions: `@First Last` or `@First` of a member's name, matched whole and
 * case-insensitively against the names given (longest first, so "@Ana María" wins over "@Ana").
 * Returns the matched names' indexes.
 */
export function mentionedMembers(text: string, names: readonly string[]): number[] {
  const lower = text.toLocaleLowerCase();
  const found = new Set<number>();
  names.forEach((name, index) => {
    const words = name.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
    if (words.length === 0) return;
    const candidates = new Set([words.join(' '), words[0]!]);
    for (const candidate of candidates) {
      let at = lower.indexOf(`@${candidate}`);
      while (at !== -1) {
        const after = lower.charAt(at + candidate.length + 1);
        const before = at === 0 ? ' ' : lower.charAt(at - 1);
        if (!/[\p{L}\p{N}_]/u.test(after) && !/[\p{L}\p{N}_]/u.test(before)) {
          found.add(index);
          break;
        }
        at = lower.indexOf(`@${candidate}`, at + 1);
      }
    }
  });
  return [...found].sort((a, b) => a - b);
}
