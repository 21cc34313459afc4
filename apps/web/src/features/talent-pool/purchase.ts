import { CV_CREDIT_COST, type CvSearchPool } from '@terna/domain';
import { paths } from '@/shared/lib/paths';

/** The query the my-base list reads after "View CVs" of several people (spec 2 section 4.4). */
export const BULK_PURCHASED = 'cvPurchased';
/** Where the people of the last purchase wait for the my-base list (the address carries only bulk=cvPurchased). */
export const PURCHASED_STORAGE_KEY = 'terna.talentPool.cvPurchased';

export const cvPath = (pool: CvSearchPool, personId: string) =>
  (pool === 'MY_BASE' ? paths.talentPoolMyBaseCv : paths.talentPoolEvaluarCv).replace(
    ':id',
    encodeURIComponent(personId),
  );

/** One credit per person (spec 2 section 9): the amount a purchase of these people is charged. */
export const purchaseAmount = (personIds: readonly string[]) => personIds.length * CV_CREDIT_COST;

/**
 * What pressing Purchase leads to before calling the server (spec 2 sections 4.4 and 5): no views at
 * all opens the no-credits dialog instead of the purchase dialog, fewer than the amount shows the
 * not-enough-credits view. An unknown balance (a viewer) is left to the server to refuse.
 */
export function purchaseCheck(balance: number | null, amount: number): 'noCredits' | 'notEnough' | 'ok' {
  if (balance === null) return 'ok';
  if (balance <= 0) return 'noCredits';
  return balance < amount ? 'notEnough' : 'ok';
}

/** Where "View CVs" goes: several people to my-base with bulk=cvPurchased, one person's CV in a new tab. */
export function viewCvsTarget(personIds: readonly string[]): { newTab: boolean; path: string } {
  if (personIds.length === 1) return { newTab: true, path: cvPath('MY_BASE', personIds[0]!) };
  return { newTab: false, path: `${paths.talentPoolMyBase}?bulk=${BULK_PURCHASED}` };
}

export function rememberPurchased(personIds: readonly string[]): void {
  try {
    sessionStorage.setItem(PURCHASED_STORAGE_KEY, JSON.stringify(personIds));
  } catch {
    // Storage refused (private mode): the list then shows my-base without the purchased block.
  }
}

export function recallPurchased(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(PURCHASED_STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string' && /^\d+$/.test(id)) : [];
  } catch {
    return [];
  }
}
