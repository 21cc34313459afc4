// Business constants of the spec, kept once (spec 1 section 9, spec 2 section 9, spec 3 section 9).
export const BUILD_VERSION = '2.32.4';
export const DEFAULT_LOCALE = 'es';
export const LOCALES = ['es', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export const HEADER_HEIGHT = 64;
export const TEXT_FIELD_MAX_LENGTH = 256;
export const TEXT_INPUT_DEFAULT_MAX_LENGTH = 30;
export const PRIMARY_COLOR = '#1D8CD0';
export const AVATAR_SIZE = 76;
export const ACCOUNT_MOBILE_BREAKPOINT = 959;
export const COMPACT_MENU_BREAKPOINT = 1024;
/** Spec 3 section 9 and spec 1 section 9: the candidate sidebar, the tag dialog and the invitation list. */
export const CANDIDATE_SIDEBAR_MAX_WIDTH = 350;
export const TAG_DIALOG_WIDTH = 654;
export const INVITATION_LIST_MAX_HEIGHT = 450;
/** Spec 2 section 9: the observer list scrolls past 72 (viewport height units) from medium screens up; 4 skeleton rows while it loads. */
export const OBSERVER_LIST_MAX_HEIGHT_VH = 72;
export const OBSERVER_LIST_SKELETON_ROWS = 4;
export const LAYOUT_BREAKPOINTS = [640, 768, 960, 974, 1024, 1263, 1280, 1536, 1600] as const;

export const SNACKBAR_TIMEOUT_MS = 5000;
export const LOCALE_RELOAD_DELAY_MS = 100;
export const SEARCH_DEBOUNCE_MS = 500;
export const SUB_PROCESS_FETCH_DELAY_MS = 4000;
export const CANDIDATE_ADDED_STATUS_SWAP_MS = 3000;
export const NO_FEELING_REFETCH_DELAY_MS = 2000;
export const PROCESS_ACTION_REFRESH_DELAY_MS = 3000;

export const MAX_TAGS = 12;
export const TAG_LABEL_MAX_LENGTH = 30;
export const BIRTH_YEAR_CUTOFF = 1923;
/**
 * The years a date the API takes may fall in (docs/decisions/028). Wider than any real date of the
 * product, and far enough from year 0 and 9999 that a day or an offset added to one never leaves
 * what PostgreSQL and an ISO 8601 text can write.
 */
export const CALENDAR_YEARS = { min: 1900, max: 2999 } as const;
export const DEFAULT_COUNTRY_CODE = 'XX';
export const UNKNOWN_PHONE_COUNTRY = 'XXX';
export const TALENT_POOL_PLAN_LABEL = 'TALENT POOL';
export const CV_CREDIT_COST = 1;
/**
 * Credit and view requests (requestCredits, spec 2 section 7.1) a company may send to the sales team in
 * any 24 hours (issue 19). The spec is silent on the window: a rolling 24 hours, not a calendar day,
 * because the company and the sales team may sit in different time zones.
 */
export const CREDIT_REQUESTS_PER_DAY = 3;
export const CREDIT_REQUEST_WINDOW_HOURS = 24;
/** The CV purchase dialog's width in px (spec 2 section 9). */
export const CV_PURCHASE_DIALOG_WIDTH = 500;

export const COMPARATOR_MAX = 5;
export const COMPARATOR_PAGE_SIZE = 5;
/** Shortlist rows per page (spec 2 section 7.1: page 1, size 10). */
export const SHORTLIST_PAGE_SIZE = 10;
/** The process dashboard's score distribution: buckets of 10 points from 0 to 100. */
export const SCORE_DISTRIBUTION_BUCKETS = 10;
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const INVITE_DIALOG_PAGE_SIZES = [20, 40, 60, 100] as const;

export const SECONDS_PER_MONTH = 2629743;

/** How dates read everywhere (hire date, process dates): spec 1 section 9. */
export const DATE_FORMAT = 'dd-MM-yyyy';

/**
 * Live candidate changes (candidateChanged) are hints: a screen waits this long after the last one
 * before reading again, so a burst (a bulk action, many candidates finishing) costs one refetch.
 */
export const LIVE_REFRESH_DEBOUNCE_MS = 400;
