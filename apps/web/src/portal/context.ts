import { createContext, useContext } from 'react';
import type { EntryInfo } from './types';

export interface PortalContextValue {
  /** The process as the entry call described it (company, privacy notice); null while it loads. */
  info: EntryInfo | null;
  /** Moves to a page under the link: '' (entry), '/consent', '/steps', '/steps/{component}'. */
  go: (page: string, options?: { replace?: boolean }) => void;
  /** Reports a failed call: the snackbar, or back to the entry when the candidate's session is no longer valid. */
  fail: (error: unknown) => void;
}

export const PortalContext = createContext<PortalContextValue>({
  info: null,
  go: () => undefined,
  fail: () => undefined,
});

export const usePortal = () => useContext(PortalContext);
