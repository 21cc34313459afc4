import { processKind } from '@terna/domain';
import { paths } from '@/shared/lib/paths';

/**
 * The process pages and the guards of spec 2 section 4.3. Edit, summary and relaunch live under
 * three path families chosen by the process plan: cap360 (credit) `/cap/process/:id/...`,
 * etalent (process plan) `/cap/process/etalent/:id/...` and trust `/cap/process/trust/:id/...`.
 */
type PathVariant = 'cap360' | 'etalent' | 'trust';
export type VariantPage = 'summary' | 'edit' | 'relaunch';
export type GuardedPage = VariantPage | 'control' | 'profiles';

export const CONTROL_TABS = ['people', 'comparator', 'shortlisted', 'blacklist', 'dashboard'] as const;
export type ControlTab = (typeof CONTROL_TABS)[number];

/** Route names passed as `before` to the profile choice, so it can send the user back. */
export const ROUTE_NAMES = {
  list: 'cap-process-list',
  monitoring: 'cap-process-id-control-people',
  summary: 'cap-process-id-summary',
  product: 'cap-product',
} as const;
export type MenuContext = keyof typeof ROUTE_NAMES;

interface PlanOf {
  id: number;
  typeCompanyPlan: string;
}

function pathVariantOf(typeCompanyPlan: string): PathVariant {
  if (typeCompanyPlan === 'PROCESS') return 'etalent';
  if (typeCompanyPlan === 'RELIABILITY') return 'trust';
  return 'cap360';
}

/** The variant a path belongs to: `/es/cap/process/etalent/7/edit` → etalent. */
function pathVariantOfPath(pathname: string): PathVariant {
  const match = /\/cap\/process\/(etalent|trust)\//.exec(pathname);
  return match ? (match[1] as PathVariant) : 'cap360';
}

/** Edit and relaunch are the launch wizard: one address per step, after the page (`/cap/process/7/edit/dates`). */
const variantPath = (variant: PathVariant, id: number | string, page: VariantPage, step?: string) => {
  const base = variant === 'cap360' ? `/cap/process/${id}/${page}` : `/cap/process/${variant}/${id}/${page}`;
  return step ? `${base}/${step}` : base;
};

/** The wizard step a path names: `/es/cap/process/7/relaunch/dates` → dates. */
function stepOfPath(pathname: string): string | undefined {
  return /\/cap\/process\/(?:etalent\/|trust\/)?\d+\/(?:edit|relaunch)\/([\w-]+)\/?$/.exec(pathname)?.[1];
}

export const processPaths = {
  list: paths.processList,
  control: (id: number, tab: ControlTab = 'people') => `/cap/process/${id}/control/${tab}`,
  /** Edit, summary or relaunch of a process, in the family of its plan; edit and relaunch may name a wizard step. */
  page: (page: VariantPage, process: PlanOf, step?: string) =>
    variantPath(pathVariantOf(process.typeCompanyPlan), process.id, page, step),
  profiles: (id: number, before: string) => `/cap/profiles?${new URLSearchParams({ processId: String(id), before })}`,
};

/** Route patterns for the router, without the locale. */
export const processRoutePatterns = {
  control: '/cap/process/:id/control/:tab',
  profiles: '/cap/profiles',
  variants: (page: VariantPage, step?: ':step'): string[] =>
    (['cap360', 'etalent', 'trust'] as const).map((variant) => variantPath(variant, ':id', page, step)),
};

export interface GuardedProcess extends PlanOf {
  statusName: string;
  parent?: number | null;
}

/**
 * Where a process page must send the user instead of rendering, or null to render it:
 * a sub-process has no pages of its own (404); relaunch and profile choice are for drafts and
 * summary for launched processes (else the list); a path of the wrong plan family moves to the right
 * one, keeping the wizard step it names.
 */
export function processPageRedirect(page: GuardedPage, pathname: string, process: GuardedProcess): string | null {
  if (process.parent != null) return paths.notFound;
  if ((page === 'relaunch' || page === 'profiles') && process.statusName !== 'DRAFT') return paths.processList;
  if (page === 'summary' && process.statusName !== 'LAUNCHED') return paths.processList;
  if (
    (page === 'summary' || page === 'edit' || page === 'relaunch') &&
    pathVariantOfPath(pathname) !== pathVariantOf(process.typeCompanyPlan)
  ) {
    return processPaths.page(page, process, page === 'summary' ? undefined : stepOfPath(pathname));
  }
  return null;
}

/** Where a failed process load goes: another company's process, an unknown one, or back to the list. */
export function processErrorRedirect(code: string | undefined): string {
  if (code === 'PROCESS_NOT_OWNED') return paths.processNotOwned;
  if (code === 'NOT_FOUND' || code === 'BAD_INPUT') return paths.notFound;
  return paths.processList;
}

interface TabProcess {
  typeCompanyPlan: string;
  environmentTypeName: string;
  fullProfile: boolean;
}

/** Control tabs of spec 2 section 2.4: no comparator for basic or trust, no blacklist for basic, no dashboard for trust. */
export function visibleControlTabs(process: TabProcess): ControlTab[] {
  const kind = processKind({
    typeCompanyPlan: process.typeCompanyPlan,
    environmentType: process.environmentTypeName,
    fullProfile: process.fullProfile,
  });
  const hidden = new Set<ControlTab>();
  if (kind === 'CONTROLLED_BASIC') hidden.add('comparator').add('blacklist');
  if (kind === 'TRUST') hidden.add('comparator').add('dashboard');
  return CONTROL_TABS.filter((tab) => !hidden.has(tab));
}

export function isControlTab(value: string | undefined): value is ControlTab {
  return (CONTROL_TABS as readonly string[]).includes(value ?? '');
}
