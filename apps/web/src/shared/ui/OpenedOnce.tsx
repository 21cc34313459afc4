import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders `children` from the first time `open` is true on: a menu, popover or drawer whose code is
 * loaded lazily is fetched when first opened, not with the page (initial JavaScript budget,
 * docs/performance.md), and once loaded it stays mounted so its closing transition still plays.
 */
export function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
