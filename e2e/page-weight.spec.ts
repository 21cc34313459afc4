import {
  measureJavaScript,
  PROCESS_LIST_JS_CEILING_GZIP_BYTES,
  SIGN_IN_JS_BUDGET_GZIP_BYTES,
  type PageJavaScript,
} from '../scripts/page-weight';
import { expect, test } from './fixtures';

// Issue 22: the JavaScript a first visit downloads, measured the way `npm run bundle:report` does, so a
// change that drags a library into the sign-in page or the process list fails here and not on a phone.

const summary = ({ gzipBytes, files }: PageJavaScript) =>
  `${(gzipBytes / 1000).toFixed(1)} kB gzipped in ${files.length} files; largest: ${files
    .slice(0, 8)
    .map((file) => `${file.file} ${(file.gzipBytes / 1000).toFixed(1)} kB`)
    .join(', ')}`;

test.describe('the first visit downloads little JavaScript', () => {
  test('the sign-in page', async ({ browser }) => {
    const javaScript = await measureJavaScript(browser, test.info().project.use.baseURL!, {
      path: '/es/auth/login',
      rendered: (page) => page.locator('input[type="password"]').waitFor(),
    });
    expect(javaScript.gzipBytes, summary(javaScript)).toBeLessThanOrEqual(SIGN_IN_JS_BUDGET_GZIP_BYTES);
  });

  test('the process list, for the owner', async ({ browser, createWorld }) => {
    const world = await createWorld({
      company: { plans: { CREDIT: 50, PROCESS: 5 } },
      members: { owner: { role: 'OWNER' } },
      processes: {
        cashier: { position: 'Cajero de tienda', environment: 'CONTROLLED_BASIC', components: 'CAP_PROFILE' },
        pricing: { position: 'Analista de pricing' },
        manager: { position: 'Gerente de tienda', components: 'CAP_COMPLETE' },
      },
    });
    const javaScript = await measureJavaScript(browser, test.info().project.use.baseURL!, {
      path: '/es/cap/process/list',
      session: world.members.owner!.session,
      rendered: (page) => page.getByRole('article').first().waitFor(),
    });
    // Not heavier than today: the 250 kB budget is not met yet (scripts/page-weight.ts).
    expect(javaScript.gzipBytes, summary(javaScript)).toBeLessThanOrEqual(PROCESS_LIST_JS_CEILING_GZIP_BYTES);
  });
});
