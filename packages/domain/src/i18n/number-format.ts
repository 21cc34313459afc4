import { displayPercent } from '../candidates/scoring.js';

/** Spec 2 section 9: money shows with this symbol unless another is given. */
export const DEFAULT_MONEY_SYMBOL = '$';

export interface MoneyFormat {
  /** The symbol before the amount; `$` by default. */
  symbol?: string;
  /** A currency code shown after the amount ("$1,250,000 COP"), so a peso is not read as a dollar. */
  currency?: string | null;
  /** Spec 2 section 9 shows no decimals; plan prices show 2 (spec 3 section 9). */
  decimals?: number;
}

/**
 * The one way money is written, whatever the screen language (spec 2 section 9): comma thousands,
 * dot decimals, no decimals unless asked, symbol first. Amounts arrive as numbers or as the API's
 * decimal strings ("2303.00"); a negative amount keeps its sign before the symbol.
 */
export function formatMoney(amount: number | string, format: MoneyFormat = {}): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(value)) throw new Error(`not an amount: ${amount}`);
  const decimals = format.decimals ?? 0;
  const [whole = '0', fraction] = Math.abs(value).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // toFixed rounds -0.4 to "0": no minus before a zero.
  const sign = value < 0 && /[1-9]/.test(`${whole}${fraction ?? ''}`) ? '-' : '';
  const text = `${sign}${format.symbol ?? DEFAULT_MONEY_SYMBOL}${grouped}${fraction ? `.${fraction}` : ''}`;
  return format.currency ? `${text} ${format.currency}` : text;
}

/** A 0-100 value as the product shows it (spec 2 section 9): rounded to an integer, with a % sign. */
export const formatPercent = (value: number): string => `${displayPercent(value)}%`;
