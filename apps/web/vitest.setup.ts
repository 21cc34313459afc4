import { configure } from '@testing-library/react';

// Screens load their dialogs and menus with React.lazy; in a test the first open transforms that module on
// demand. On a 2-core CI runner busy with the lint and API suites that took over Testing Library's 1 s
// default (CI of 2026-12-03: the notification preferences dialog). The wait only lengthens when a test
// would otherwise fail, so a generous ceiling costs nothing on a green run.
configure({ asyncUtilTimeout: 5_000 });
