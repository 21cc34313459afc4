import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// CI keeps only the tail of a run's output: scripts/ci-summary.mjs must end it with the failures and their counts.
const script = fileURLToPath(new URL('../scripts/ci-summary.mjs', import.meta.url));
let reports: string;

afterEach(() => rmSync(reports, { recursive: true, force: true }));

function summary(files: Record<string, unknown>) {
  reports = mkdtempSync(join(tmpdir(), 'terna-ci-summary-'));
  for (const [name, report] of Object.entries(files)) writeFileSync(join(reports, name), JSON.stringify(report));
  const run = spawnSync(process.execPath, [script, reports], { encoding: 'utf8' });
  return { lines: run.stdout.trimEnd().split('\n'), code: run.status };
}

const vitestFile = (name: string, status: string, assertionResults: unknown[], message = '') => ({
  name,
  status,
  message,
  assertionResults,
});

describe('the CI summary', () => {
  it('names each failed test with the first line of its error, then the counts', () => {
    const { lines, code } = summary({
      'vitest-unit.json': {
        numPassedTests: 3,
        numFailedTests: 1,
        testResults: [
          vitestFile('a.test.ts', 'failed', [
            { status: 'passed', fullName: 'works' },
            {
              status: 'failed',
              fullName: 'a list > keeps its order',
              failureMessages: [
                '\u001b[31mAssertionError: expected [ 1 ] to deeply equal [ 2 ]\u001b[39m\n    at a.test.ts:3',
              ],
            },
          ]),
          // Its beforeAll failed: no test of its own failed, and it still counts.
          vitestFile('b.test.ts', 'failed', [], 'Hook timed out in 60000ms'),
        ],
      },
      'playwright.json': {
        stats: { expected: 5, unexpected: 1, flaky: 1 },
        suites: [
          {
            file: 'shell.spec.ts',
            specs: [{ title: 'signs in', ok: true }],
            suites: [
              {
                title: 'on a phone',
                specs: [
                  {
                    title: 'opens the menu',
                    ok: false,
                    tests: [
                      {
                        results: [
                          {
                            error: {
                              message: '\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\n\nLocator: x',
                              location: { file: '/ci/e2e/shell.spec.ts', line: 42, column: 3 },
                            },
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    });
    expect(lines.slice(-7)).toEqual([
      'Failed:',
      // Report files in name order: playwright.json before vitest-unit.json.
      '  shell.spec.ts > opens the menu',
      '    line 42: Error: expect(locator).toBeVisible() failed',
      '  a.test.ts > a list > keeps its order',
      '    AssertionError: expected [ 1 ] to deeply equal [ 2 ]',
      '  b.test.ts: Hook timed out in 60000ms',
      '9 passed, 3 failed',
    ]);
    expect(code).toBe(1);
  });

  it('passes only when some test ran and none failed', () => {
    expect(summary({ 'vitest-unit.json': { numPassedTests: 2, numFailedTests: 0, testResults: [] } })).toEqual({
      lines: ['2 passed, 0 failed'],
      code: 0,
    });
    expect(summary({}).code).toBe(1);
  });
});
