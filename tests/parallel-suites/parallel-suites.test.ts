// The suites a user of the mock runs in parallel, against ONE standalone mock started here once:
// Playwright Test with four workers and an app under test started once (its `webServer`), and
// Python's unittest in four processes at once. Both run at the same time, as two teams' suites
// would against a shared mock; each must be green with every test in a world of its own, and leave
// no world behind.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type StandalonePetStore, startPetStoreServer } from '@petstore/mock/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../fleet/support/free-port';
import { root } from '../packaging/workspace';
import { runToEnd } from './support/run-to-end';

const here = import.meta.dirname;
let server: StandalonePetStore;
let scratch: string;

beforeAll(async () => {
  server = await startPetStoreServer({ port: 0 });
  scratch = mkdtempSync(join(tmpdir(), 'parallel-suites-'));
});

afterAll(async () => {
  await server?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** The parts of Playwright's JSON report read here. */
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
  errors: { message: string }[];
}
interface PlaywrightSuite {
  suites?: PlaywrightSuite[];
  specs: {
    title: string;
    file: string;
    tests: {
      annotations: Annotation[];
      results: { status: string; parallelIndex: number; annotations?: Annotation[] }[];
    }[];
  }[];
}
interface Annotation {
  type: string;
  description?: string;
}

/** Every test of the report: where it ran, how it ended, and the worlds its annotations name. */
function testsOf(suites: readonly PlaywrightSuite[]) {
  return suites.flatMap((suite): { title: string; status: string; worker: number; worlds: string[] }[] => [
    ...suite.specs.flatMap((spec) =>
      spec.tests.flatMap((test) =>
        test.results.map((result) => ({
          title: `${spec.file}: ${spec.title}`,
          status: result.status,
          worker: result.parallelIndex,
          worlds: [
            ...new Set(
              [...test.annotations, ...(result.annotations ?? [])]
                .filter((annotation) => annotation.type === 'petstore-world')
                .map((annotation) => annotation.description ?? ''),
            ),
          ],
        })),
      ),
    ),
    ...testsOf(suite.suites ?? []),
  ]);
}

/** The worlds the mock holds now. */
async function worldsLeft(): Promise<unknown[]> {
  const answer = await fetch(`${server.url}/__admin/worlds`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as unknown[];
}

describe.concurrent('one standalone mock, suites in parallel, each test in its own world', () => {
  it('Playwright Test, --workers=4, with an app under test forwarding the world header', async () => {
    const reportFile = join(scratch, 'playwright-report.json');
    const ended = await runToEnd(
      process.execPath,
      [
        join(root, 'node_modules/@playwright/test/cli.js'),
        'test',
        '--config',
        join(here, 'playwright/playwright.config.ts'),
        '--workers=4',
        '--reporter=json',
        '--output',
        join(scratch, 'playwright-output'),
      ],
      {
        cwd: root,
        // The specs load the workspace's packages from `dist/`, which `pnpm test` builds first, as
        // a user's suite loads them: Playwright then transforms the specs alone, where from the
        // sources it transformed about a hundred modules more in every run (some 5 CPU-seconds).
        env: {
          ...process.env,
          PETSTORE_URL: server.url,
          APP_PORT: String(await freePort()),
          PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile,
        },
      },
    );
    const failure = `${ended.stderr}\n${ended.stdout}`.slice(-6000);
    expect(existsSync(reportFile), `no JSON report:\n${failure}`).toBe(true);
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as PlaywrightReport;
    const tests = testsOf(report.suites);
    expect(
      tests.filter((test) => test.status !== 'passed'),
      failure,
    ).toEqual([]);
    expect(report.errors, failure).toEqual([]);
    expect(ended.status, failure).toBe(0);
    expect(report.stats).toMatchObject({ unexpected: 0, flaky: 0, skipped: 0 });
    expect(tests.length).toBeGreaterThanOrEqual(28);
    expect(new Set(tests.map((test) => test.worker)).size, 'the tests ran on four workers').toBe(4);
    // Every test made exactly one world of the fixture's, and no two tests shared one.
    expect(tests.filter((test) => test.worlds.length !== 1)).toEqual([]);
    expect(new Set(tests.flatMap((test) => test.worlds)).size).toBe(tests.length);
  });

  it("Python's unittest in four processes at once, over HTTP with the standard library", async () => {
    const modules = ['test_faults', 'test_fixtures', 'test_clock', 'test_rate_limits'];
    const runs = await Promise.all(
      modules.map((module) =>
        runToEnd('python3', ['-m', 'unittest', '-v', module], {
          cwd: join(here, 'python'),
          env: { ...process.env, PETSTORE_URL: server.url, PYTHONDONTWRITEBYTECODE: '1' },
        }),
      ),
    );
    for (const [index, run] of runs.entries())
      expect(run.status, `${modules[index]}:\n${run.stderr}\n${run.stdout}`).toBe(0);
    const records = runs.flatMap((run) =>
      run.stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { test: string; world: string; pid: number }),
    );
    const ran = runs.reduce((sum, run) => sum + Number(/^Ran (\d+) tests?/m.exec(run.stderr)?.[1] ?? 0), 0);
    expect(ran).toBeGreaterThanOrEqual(16);
    expect(new Set(records.map((record) => record.test)).size, 'a world for every test').toBe(ran);
    expect(new Set(records.map((record) => record.world)).size, 'no two tests share a world').toBe(
      records.length,
    );
    expect(new Set(records.map((record) => record.pid)).size).toBe(modules.length);
  });
});

it('leaves no world behind: each suite removed the worlds it made', async () => {
  expect(await worldsLeft()).toEqual([]);
});
