import { lazy, Suspense, useSyncExternalStore } from 'react';

const NpsDialog = lazy(() => import('./NpsDialog').then((module) => ({ default: module.NpsDialog })));

/**
 * The satisfaction question after a process that hired is closed. It outlives the menu that asked
 * for it: closing refetches the process list, whose default filter (launched) then drops the
 * closed process's card, menu and all, while the recruiter is still answering.
 */
let askedFor: number | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Asks the NPS question about this process (the host shows it). */
export function askProcessNps(processId: number): void {
  askedFor = processId;
  changed();
}

function answered(): void {
  askedFor = null;
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the NPS question asked with askProcessNps; mounted once, by the signed-in layout. */
export function NpsPromptHost() {
  const processId = useSyncExternalStore(subscribe, () => askedFor);
  if (processId === null) return null;
  return (
    <Suspense fallback={null}>
      <NpsDialog processId={processId} onClose={answered} />
    </Suspense>
  );
}
