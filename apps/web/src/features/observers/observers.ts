import {
  COMPONENT_TYPES,
  isOneOf,
  observerEmailKey,
  type ComponentType,
  type ObserverInput,
  type ObserverLinkState,
  type ScoreColor,
} from '@terna/domain';

/** An invitation added in the dialog but not yet sent: it lives only in the browser until Send. */
export interface PendingObserver extends ObserverInput {
  /** A key of the dialog's own, for the list and for removing it before sending. */
  key: number;
}

/** The process's component types in the order the process runs them (spec 2 section 4.1). */
export function processSections(components: readonly { componentType: string; order: number }[]): ComponentType[] {
  const ordered = [...components]
    .sort((a, b) => a.order - b.order)
    .map((component) => component.componentType)
    .filter((type) => isOneOf(COMPONENT_TYPES, type));
  return [...new Set(ordered)];
}

/**
 * Ticks or unticks one section; the selection keeps the process's order whatever order the boxes
 * were clicked in, so the invitation lists its sections as the process runs them.
 */
export function toggleSection<Section extends string>(
  selected: readonly Section[],
  section: Section,
  all: readonly Section[],
): Section[] {
  const next = selected.includes(section) ? selected.filter((value) => value !== section) : [...selected, section];
  return all.filter((value) => next.includes(value));
}

/** Whether the e-mail already belongs to an observer of the process or to an invitation waiting to be sent (spec 2 section 5). */
export function isAlreadyAdded(
  email: string,
  observers: readonly { email: string }[],
  pending: readonly { email: string }[],
): boolean {
  const key = observerEmailKey(email);
  return [...observers, ...pending].some((observer) => observerEmailKey(observer.email) === key);
}

/** The observers added on the server but never sent (an earlier send failed, or another tab added them). */
export function unsentObserverIds(observers: readonly { id: number; status: ObserverLinkState }[]): number[] {
  return observers.filter((observer) => observer.status === 'RECENTLY_ADDED').map((observer) => observer.id);
}

/** Send needs at least one recently added invitation: one waiting in the dialog or one stored unsent (spec 2 section 4.1). */
export function canSend(observers: readonly { status: ObserverLinkState }[], pending: readonly unknown[]): boolean {
  return pending.length > 0 || observers.some((observer) => observer.status === 'RECENTLY_ADDED');
}

export interface ObserverActions {
  copy: boolean;
  revoke: boolean;
  renew: boolean;
  delete: boolean;
}

/**
 * The actions each link state offers (spec 2 section 4.1): copy and revoke only while the link
 * works; renew once it has been sent (it extends an active link, reactivates an expired or revoked
 * one); delete always, which for an unsent invitation is how it is withdrawn.
 */
export function observerActions(status: ObserverLinkState): ObserverActions {
  const active = status === 'ACTIVE';
  const sent = status === 'ACTIVE' || status === 'EXPIRED' || status === 'REVOKED';
  return { copy: active, revoke: active, renew: sent, delete: true };
}

/** The chip colour of each link state. */
export function observerStatusTone(status: ObserverLinkState): ScoreColor {
  switch (status) {
    case 'ACTIVE':
      return 'success';
    case 'EXPIRED':
      return 'warning';
    case 'REVOKED':
      return 'error';
    case 'RECENTLY_ADDED':
      return 'info';
  }
}
