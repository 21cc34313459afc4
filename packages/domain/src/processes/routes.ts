/** The header is hidden on paths containing any of these (spec 2 section 2.1). */
export const HEADERLESS_PATH_PARTS = [
  'onboard',
  'invitation',
  'companies',
  'user-access-denied',
  'company-not-found',
] as const;

export function isHeaderHidden(pathname: string): boolean {
  return HEADERLESS_PATH_PARTS.some((part) => pathname.includes(part));
}
