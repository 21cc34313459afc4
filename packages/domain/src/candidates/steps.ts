import type { ComponentStatus, ComponentType } from '../enums.js';

/** A component the candidate is through with: graded, rejected, or waiting for the recruiter's grade. */
export const FINISHED_COMPONENT_STATUSES = [
  'SUCCESS',
  'REJECT',
  'PENDING_GRADE',
] as const satisfies readonly ComponentStatus[];

/**
 * The step a candidate has left: the first component, in the process's order, whose result is not
 * finished (null when every one is). A component with no result row at all is not finished.
 */
export function firstUnfinishedStep(
  order: readonly ComponentType[],
  statusOf: ReadonlyMap<string, string>,
): ComponentType | null {
  const finished = FINISHED_COMPONENT_STATUSES as readonly string[];
  return order.find((component) => !finished.includes(statusOf.get(component) ?? '')) ?? null;
}
