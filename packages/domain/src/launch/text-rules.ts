import { BLOCKED_WORDS } from './blocked-words.js';

/** Free-mail providers of spec 3 section 5: an address there is flagged (a company prefers its own domain). */
export const FREE_MAIL_PROVIDERS = [
  'yahoo',
  'hotmail',
  'gmail',
  'outlook',
  'proton',
  'yopmail',
  'aol',
  'icloud',
  'me',
  'mac',
] as const;

/** Whether the address is at a free-mail provider, whatever the country domain (gmail.com, yahoo.com.mx, me.com). */
export function isFreeMail(email: string): boolean {
  const domain = email.trim().toLowerCase().split('@')[1];
  if (!domain) return false;
  const provider = domain.split('.')[0]!;
  return (FREE_MAIL_PROVIDERS as readonly string[]).includes(provider) || domain.startsWith('protonmail.');
}

const PRIVATE_IPV4 = [
  /^0\./,
  /^10\./,
  /^127\./,
  /^169\.254\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^192\.168\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
];

function isPrivateHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  if (name === 'localhost' || name.endsWith('.localhost') || name.endsWith('.local') || name.endsWith('.internal')) {
    return true;
  }
  if (/^\d+\.\d+\.\d+\.\d+$/.test(name)) return PRIVATE_IPV4.some((range) => range.test(name));
  if (name.includes(':')) {
    // IPv6: loopback, unspecified, unique-local (fc00::/7), link-local (fe80::/10), IPv4-mapped.
    return (
      name === '::1' || name === '::' || /^f[cd]/.test(name) || /^fe[89ab]/.test(name) || name.startsWith('::ffff:')
    );
  }
  // A bare word ("intranet") is a local name, not an internet address.
  return !name.includes('.');
}

/** Spec 3 section 5: http, https or ftp addresses only, and never a private or local one. */
export function isSafeUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  if (!['http:', 'https:', 'ftp:'].includes(url.protocol)) return false;
  return url.hostname !== '' && !isPrivateHost(url.hostname);
}

/** Lower case without accents, as searches and the blocked-word check compare text. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

const blockedWords = new Set(BLOCKED_WORDS.filter((word) => !word.includes(' ')).map(foldText));
const blockedPhrases = BLOCKED_WORDS.filter((word) => word.includes(' ')).map(foldText);

/** The blocked words and phrases a text contains, as whole words, accent- and case-insensitive. */
export function findBlockedWords(text: string): string[] {
  const words = foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const joined = ` ${words.join(' ')} `;
  return [
    ...new Set([
      ...words.filter((word) => blockedWords.has(word)),
      ...blockedPhrases.filter((phrase) => joined.includes(` ${phrase} `)),
    ]),
  ];
}

/** Spec 3 section 5: a label longer than 50 characters is cut, with an ellipsis, for display. */
export const LABEL_MAX_LENGTH = 50;
export function truncateLabel(label: string, max: number = LABEL_MAX_LENGTH): string {
  const chars = [...label];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : label;
}
