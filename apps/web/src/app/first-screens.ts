// With its extension: vite.config.ts imports this file, and Vite's coming native config loader needs it.
import { paths } from '../shared/lib/paths.ts';

/** A lazily loaded part of a page: its module (under src/) and the catalogues it loads with it. */
export interface ScreenPart {
  module: string;
  namespaces: readonly string[];
}

/** The router loads these parts with these catalogues (router.tsx); the build announces them (below). */
export const screenParts = {
  signIn: { module: 'app/routes/SignInRoute.tsx', namespaces: ['auth'] },
  signedInLayout: { module: 'app/layouts/AuthenticatedLayout.tsx', namespaces: ['shell', 'notifications'] },
  processList: { module: 'app/routes/ProcessListRoute.tsx', namespaces: ['processes'] },
} as const satisfies Record<string, ScreenPart>;

/**
 * The pages people open first: sign-in, and the process list every sign-in lands on (issue 22's paint
 * budget on a phone). The build writes each an index.html of its own that lists their parts' files
 * beside the app's (vite.config.ts, firstScreenPreloads), so the browser fetches them from the start
 * instead of once the app's code has arrived and run, a slow phone's second or more. A signed-out
 * visitor of the list fetches its code for nothing before going to sign-in: the list is where
 * returning users land, with their session.
 */
export const firstScreens: readonly { path: string; parts: readonly ScreenPart[] }[] = [
  { path: paths.login, parts: [screenParts.signIn] },
  { path: paths.processList, parts: [screenParts.signedInLayout, screenParts.processList] },
];
