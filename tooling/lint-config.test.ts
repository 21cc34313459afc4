import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Proves eslint.config.js guards the layout: each deliberate violation below must fail the lint.
const root = fileURLToPath(new URL('..', import.meta.url));

let files: ESLint;
let texts: ESLint;

beforeAll(() => {
  // Fixture files on disk: the cycle and the type-checked rules need real files in a tsconfig.
  // They sit in tooling/fixtures, which `npm run lint` ignores, so `ignore: false` here.
  files = new ESLint({ cwd: root, ignore: false });
  // Imports written as if from a file in the layout: boundaries reads paths, not types.
  texts = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });
});

async function lintText(path: string, code: string) {
  const [result] = await texts.lintText(code, { filePath: join(root, path) });
  return result!.messages;
}

async function lintFile(path: string) {
  const [result] = await files.lintFiles([join(root, path)]);
  return result!.messages;
}

const rules = (messages: { ruleId: string | null }[]) => messages.map((message) => message.ruleId);

describe('boundaries', () => {
  it('refuses a feature that imports another feature past its index.ts', async () => {
    const messages = await lintText(
      'apps/web/src/features/shell/fixture.ts',
      "export { parseListParams } from '@/features/candidates/list-params';\n",
    );
    expect(rules(messages)).toContain('boundaries/dependencies');
  });

  it('refuses shared code that imports a feature', async () => {
    const messages = await lintText(
      'apps/web/src/shared/lib/fixture.ts',
      "export { parseListParams } from '@/features/candidates/list-params';\n",
    );
    expect(rules(messages)).toContain('boundaries/dependencies');
  });

  it('lets the app import features and shared code', async () => {
    const messages = await lintText(
      'apps/web/src/app/fixture.ts',
      "export { parseListParams } from '@/features/candidates/list-params';\nexport { useDebouncedCallback } from '@/shared/hooks/useDebouncedCallback';\n",
    );
    expect(messages).toEqual([]);
  });

  it('refuses a server module that imports another module past its index.ts', async () => {
    const messages = await lintText(
      'apps/server/src/modules/review/fixture.ts',
      "export { findOwnProcess } from '../processes/process.service.js';\n",
    );
    expect(rules(messages)).toContain('boundaries/dependencies');
  });

  it("lets a server module import another module's index.ts", async () => {
    const messages = await lintText(
      'apps/server/src/modules/review/fixture.ts',
      "export { findOwnProcess } from '../processes/index.js';\n",
    );
    expect(messages).toEqual([]);
  });

  it('refuses infrastructure that imports a module, outside the composition roots', async () => {
    const messages = await lintText(
      'apps/server/src/mail/fixture.ts',
      "export { findOwnProcess } from '../modules/processes/index.js';\n",
    );
    expect(rules(messages)).toContain('boundaries/dependencies');
  });

  it("lets a composition root plug in a module's adapters, not its services", async () => {
    const adapters = await lintText(
      'apps/server/src/app.ts',
      "import './modules/processes/process.graphql.js';\nexport { registerAuthRoutes } from './modules/auth/auth.rest.js';\n",
    );
    expect(adapters).toEqual([]);
    const service = await lintText(
      'apps/server/src/app.ts',
      "export { findOwnProcess } from './modules/processes/process.service.js';\n",
    );
    expect(rules(service)).toContain('boundaries/dependencies');
  });

  it('refuses the database layer importing infrastructure', async () => {
    const messages = await lintText('apps/server/src/db/fixture.ts', "export { loadConfig } from '../config.js';\n");
    expect(rules(messages)).toContain('boundaries/dependencies');
  });

  it('refuses product code that imports test code', async () => {
    const messages = await lintText(
      'apps/server/src/modules/review/fixture.ts',
      "export { buildTestApp } from '../../../test/support/test-app.js';\n",
    );
    expect(rules(messages)).toContain('boundaries/dependencies');
  });

  it('refuses web product code that imports a test file', async () => {
    const messages = await lintText(
      'apps/web/src/features/shell/fixture.ts',
      "import '@/shared/ui/FeelingSelector.test';\n",
    );
    expect(rules(messages)).toContain('boundaries/dependencies');
  });

  it('refuses the domain package importing an app', async () => {
    const messages = await lintText(
      'packages/domain/src/fixture.ts',
      "export { DomainError } from '../../../apps/server/src/errors.js';\n",
    );
    expect(rules(messages)).toContain('boundaries/dependencies');
  });
});

describe('import cycles', () => {
  it('refuses two files that import each other', async () => {
    const messages = await lintFile('tooling/fixtures/cycle/ping.ts');
    expect(rules(messages)).toContain('import-x/no-cycle');
  });
});

describe('type-checked rules', () => {
  it('refuses a floating promise and a promise where a void callback is expected', async () => {
    const found = rules(await lintFile('tooling/fixtures/promises.ts'));
    expect(found).toContain('@typescript-eslint/no-floating-promises');
    expect(found).toContain('@typescript-eslint/no-misused-promises');
  });

  it('refuses a switch that forgets a member of a union', async () => {
    const messages = await lintFile('tooling/fixtures/switch.ts');
    expect(rules(messages)).toContain('@typescript-eslint/switch-exhaustiveness-check');
  });

  it('passes a clean file', async () => {
    expect(await lintFile('tooling/fixtures/clean.ts')).toEqual([]);
  });
});

describe('formatting', () => {
  it('refuses code Prettier would reformat, with the repository options', async () => {
    const filepath = join(root, 'apps/server/src/fixture.ts');
    const options = { ...(await prettier.resolveConfig(filepath)), filepath };
    expect(await prettier.check('export const a = {b:1}\n', options)).toBe(false);
    expect(await prettier.check('export const a = { b: 1 };\n', options)).toBe(true);
  });
});
