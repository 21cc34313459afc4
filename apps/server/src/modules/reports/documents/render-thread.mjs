// The entry of a render thread (render-pool.ts). Node 20 applies neither the parent's `--import tsx`
// nor one in a worker's execArgv to the thread's own modules, so the thread loads the TypeScript
// worker through tsx's API; the same file then works under `npm run serve`, `npm run worker` and vitest.
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./render-worker.ts', import.meta.url);

export default worker.default;
