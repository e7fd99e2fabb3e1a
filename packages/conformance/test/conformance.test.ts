// The built petstore-conformance bin, run as a user runs it, against the standalone mock (the
// reference service) and against a drifted service of this suite's own, both over real HTTP.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { errorCodes, type OperationId, operationList } from '@petstore/contract';
import type { Fixture } from '@petstore/mock';
import { type StandalonePetStore, startPetStoreServer } from '@petstore/mock/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuseStaleBuilds } from '../../../scripts/stale-builds.mjs';
import type { ConformanceReport } from '../src/index';
import { type FrontService, startFrontService } from './support/front-service';
import { type Outcome, runToEnd } from './support/run-to-end';

const bin = fileURLToPath(new URL('../bin/petstore-conformance.js', import.meta.url));
const apiKey = 'conformance-secret-key-5d2e';
const smallKey = 'conformance-small-key-81fa';
const windowSeconds = 1;
let mock: StandalonePetStore;
let small: StandalonePetStore;
let drifted: FrontService;
/** Every line the bin wrote in this file: none may hold a key. */
const outputs: string[] = [];

/** Runs the bin to its end; the servers answer meanwhile, in this process. */
async function conformance(args: readonly string[]): Promise<Outcome> {
  const outcome = await runToEnd(process.execPath, [bin, ...args], { env: { PATH: process.env.PATH ?? '' } });
  outputs.push(outcome.stdout, outcome.stderr);
  return outcome;
}

async function jsonRun(
  baseUrl: string,
  ...extra: string[]
): Promise<Outcome & { report: ConformanceReport }> {
  const outcome = await conformance(['--base-url', baseUrl, '--api-key', apiKey, '--json', ...extra]);
  return { ...outcome, report: JSON.parse(outcome.stdout) as ConformanceReport };
}

/** The failed checks as `operationId rule: detail`. */
function failures(report: ConformanceReport): string[] {
  return report.checks
    .filter((check) => check.status === 'fail')
    .map((check) => `${check.operationId} ${check.rule}: ${check.detail}`);
}

/**
 * Each operation of the contract that no check of the report passed, as `operationId: status id:
 * detail` for each of its checks: the skip or failure that says which file to edit.
 */
function notPassingOperations(report: ConformanceReport): string[] {
  return operationList
    .filter(({ operationId }) =>
      report.checks.every((check) => check.operationId !== operationId || check.status !== 'pass'),
    )
    .map(({ operationId }) => {
      const own = report.checks.filter((check) => check.operationId === operationId);
      const why = own.map((check) => `${check.status} ${check.id}: ${check.detail}`).join('; ');
      return `${operationId}: ${why || 'absent from the report'}`;
    });
}

/** The name of the category a run made, as its cleanup check names it. */
function categoryName(report: ConformanceReport): string | undefined {
  return /"(conformance-[\da-f]{8})"/.exec(
    report.checks.find((check) => check.id === 'cleanup.categories')?.detail ?? '',
  )?.[1];
}

/** The dataset without the categories a run named as its own. */
function withoutRunCategories(dataset: Required<Fixture>): Required<Fixture> {
  return {
    ...dataset,
    categories: dataset.categories.filter((category) => !/^conformance-/i.test(category.name)),
  };
}

beforeAll(async () => {
  // The bin runs dist/ (its own, the SDK's, the contract's): an old build would check an old contract.
  refuseStaleBuilds(['@petstore/conformance']);
  const plans = { roomy: { perMinute: 1000, perDay: 100_000 }, small: { perMinute: 5, perDay: 100_000 } };
  mock = await startPetStoreServer({ port: 0, plans, keys: { [apiKey]: 'roomy' } });
  small = await startPetStoreServer({
    port: 0,
    plans,
    keys: { [smallKey]: 'small' },
    windows: { minuteSeconds: windowSeconds },
  });
  drifted = await startFrontService(mock.url);
});

afterAll(async () => {
  await Promise.all([mock.close(), small.close(), drifted.close()]);
  const all = outputs.join('\n');
  for (const key of [apiKey, smallKey]) expect(all).not.toContain(key);
});

describe('against the reference mock', () => {
  it('passes every check over every operation and leaves the dataset as it was, its own categories aside', async () => {
    const before = mock.mock.snapshot();
    const { code, report, stderr } = await jsonRun(mock.url);
    // What asks for a file to be written comes first, all of it at once: a failure it causes
    // further on (a record another operation cannot remove) would otherwise hide it.
    const asks: string[] = [];
    // Every documented error code is provoked by a step (`createPet.category_not_found`) or
    // skipped with its reason (`listPets.rate_limited`).
    const named = new Set(report.checks.map((check) => check.id.split('.')[1]));
    const unnamed = Object.keys(errorCodes).filter((code) => !named.has(code));
    if (unnamed.length > 0)
      asks.push(
        `no step provokes ${unnamed.join(', ')}: provoke it in packages/conformance/src/internal/write-steps.ts (or read-steps.ts), or give the reason it is not in \`unprovoked\` of packages/conformance/src/internal/finish.ts`,
      );
    const notPassing = notPassingOperations(report);
    if (notPassing.length > 0)
      asks.push(
        `operations no check passes against the reference mock (a skip is not enough: against the reference mock every operation must pass a step; write steps that send it in packages/conformance/src/internal/write-steps.ts, where it changes nothing or on a record they can undo):\n${notPassing.join('\n')}`,
      );
    // A write the run cannot undo, named by the write (the derived steps' `undo` check).
    for (const check of report.checks)
      if (check.rule === 'undo' && check.status === 'fail')
        asks.push(`${check.operationId}: ${check.detail}`);
    expect(asks, asks.join('\n\n')).toEqual([]);
    expect(failures(report)).toEqual([]);
    // Every write's own step passed (derived from the contract, or the hand step that made the
    // run's category), and every read's declared 404 was provoked.
    const passed = new Set(report.checks.filter((check) => check.status === 'pass').map((check) => check.id));
    const writes = operationList.filter((operation) => operation.method !== 'get');
    expect(writes.filter(({ operationId }) => !passed.has(`${operationId}.status`))).toEqual([]);
    const lookups = operationList.filter(
      (operation) =>
        operation.method === 'get' &&
        (operation.errors as readonly string[] | undefined)?.includes('not_found') &&
        operation.path.includes('{'),
    );
    expect(lookups.length).toBeGreaterThan(0);
    expect(
      lookups.filter(({ operationId }) =>
        [...passed].every((id) => !id.startsWith(`${operationId}.not_found.`) || !id.endsWith('.status')),
      ),
    ).toEqual([]);
    expect([code, stderr]).toEqual([0, '']);
    expect(report).toMatchObject({ baseUrl: mock.url, failed: 0 });
    expect(report.passed).toBeGreaterThan(30);
    expect(report.passed + report.skipped).toBe(report.checks.length);
    const after = mock.mock.snapshot();
    expect(withoutRunCategories(after)).toEqual(withoutRunCategories(before));
    const left = after.categories.filter(
      (category) => !before.categories.some((kept) => kept.id === category.id),
    );
    // The scenario's category is named with the run's prefix; any a derived step made starts with it.
    const prefix = categoryName(report) ?? '';
    expect(prefix).toMatch(/^conformance-[\da-f]{8}$/);
    expect(left.map((category) => category.name)).toContain(prefix);
    expect(
      left.filter((category) => !category.name.startsWith(`${prefix} `) && category.name !== prefix),
    ).toEqual([]);
  });

  it('prints a table a person reads, one line per check, ending with the counts', async () => {
    const { code, stdout } = await conformance(['--base-url', mock.url, '--api-key', apiKey]);
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines.at(-1)).toMatch(/^\d+ passed, 0 failed$/);
    expect(lines.at(-2)).toMatch(/^\d+ skipped$/);
    expect(lines).toContain(
      'PASS  getPetById.not_found                     status              404 not_found',
    );
    expect(lines.filter((line) => /^(PASS|FAIL|SKIP) {2}\S/.test(line)).length).toBeGreaterThan(200);
  });

  it('sends only GET requests with --read-only, and reports the other operations as skipped', async () => {
    await mock.mock.journal.clear();
    const { code, report } = await jsonRun(mock.url, '--read-only');
    expect(code).toBe(0);
    const methods = new Set(mock.mock.journal.entries.map((entry) => entry.method));
    expect([...methods]).toEqual(['GET']);
    expect(mock.mock.journal.entries.length).toBeGreaterThan(10);
    const writes = operationList.filter((operation) => operation.method !== 'get');
    const skipped = report.checks
      .filter((check) => check.status === 'skip')
      .map((check) => check.operationId);
    expect(skipped).toEqual(expect.arrayContaining(writes.map((operation) => operation.operationId)));
    const read = new Set(
      report.checks.filter((check) => check.status === 'pass').map((check) => check.operationId),
    );
    expect(read.size).toBe(operationList.length - writes.length);
    // No operation of the contract is missing from a report.
    const reported = new Set(report.checks.map((check) => check.operationId));
    expect(operationList.filter((operation) => !reported.has(operation.operationId))).toEqual([]);
  });
});

describe('against a service under a path prefix, behind a reverse proxy', () => {
  it('finds the operations under the prefix and passes every check', async () => {
    const front = await startFrontService(mock.url, { drifted: false, prefix: '/v1' });
    try {
      const { code, report } = await jsonRun(`${front.url}/v1`);
      expect(failures(report)).toEqual([]);
      expect(code).toBe(0);
      expect(report.passed).toBeGreaterThan(200);
    } finally {
      await front.close();
    }
  });
});

describe('against a drifted service', () => {
  let code: number | null;
  let report: ConformanceReport;
  beforeAll(async () => {
    ({ code, report } = await jsonRun(drifted.url));
  });

  it('fails, naming each drift by its operation, rule, and the field, header, status or value', () => {
    expect(code).toBe(1);
    const found = failures(report);
    const expectFound = (operationId: OperationId, rule: string, detail: string) =>
      expect(found, `${operationId} ${rule}: ${detail}`).toContain(`${operationId} ${rule}: ${detail}`);
    // Each body finding names the item by its index, the value received, and what the contract
    // allows; a missing field, the unknown fields beside it.
    const expectMatched = (pattern: RegExp) =>
      expect(
        found.filter((failure) => pattern.test(failure)),
        String(pattern),
      ).not.toEqual([]);
    // renamed fields
    expectFound('createCategory', 'body', 'body.name is required; the object has unknown field "title"');
    expectMatched(/^listCategories body: body\[0\]\.name is required; the object has unknown field "title"/);
    expectFound('createCategory', 'echo', `the record holds name undefined (sent "${categoryName(report)}")`);
    expectMatched(
      /^listPets body: .*body\[\d+\]\.categoryId is required; the object has unknown field "category_id"/,
    );
    // unknown enum value
    expectMatched(
      /^listPets body: .*body\[\d+\]\.status is "reserved"; the contract allows one of "available", "pending", "sold"/,
    );
    expectFound('createPet', 'echo', 'the record holds status "reserved" (sent "available")');
    // an error code the contract files under another status
    expectFound('getPetById', 'status', 'answered 400 not_found; the contract says 404 not_found');
    expectFound('getPetById', 'body', 'body.code "not_found" is a 404 in the contract, answered with 400');
    // an error code the contract does not know
    expectFound(
      'getOrder',
      'body',
      'body.code is "order_gone", which is not an error code of the contract; the contract answers 404 with "not_found"',
    );
    // missing header
    expectFound('listInventory', 'request-id', 'X-Request-Id is missing');
    expectFound('getInventoryItem', 'request-id', 'X-Request-Id is missing');
    // another status for an error
    expectFound(
      'createPet',
      'status',
      'answered 400 invalid_request; the contract says 422 category_not_found',
    );
    expectFound(
      'createPet',
      'body',
      'body.code is "invalid_request"; the contract says "category_not_found"',
    );
    // dropped deprecation header, on successes and errors alike: every answer of the deprecated read
    const deprecation = report.checks
      .filter((check) => check.rule === 'deprecation')
      .map((check) => [check.status, check.detail]);
    expect(deprecation.length).toBeGreaterThan(1);
    expect(deprecation).toEqual(Array(deprecation.length).fill(['fail', 'Deprecation is missing']));
    // Nothing else fails: each failure is one of the drifts.
    const explained =
      /name is required|name undefined|categoryId is required|"reserved"|not_found|order_gone|X-Request-Id|Deprecation/;
    expect(found.filter((failure) => !explained.test(failure))).toEqual([]);
  });

  it('uses only rules that the guide explains', () => {
    const guide = readFileSync(
      fileURLToPath(new URL('../../../docs/checking-the-real-service.md', import.meta.url)),
      'utf8',
    );
    const explained = [...guide.matchAll(/^\| `([a-z-]+)` \|/gm)].map((match) => match[1]);
    expect(explained).toEqual(expect.arrayContaining([...new Set(report.checks.map((check) => check.rule))]));
  });

  it('notes a field the contract does not name, without failing the check', () => {
    expect(report.checks.find((check) => check.id === 'placeOrder.body')).toEqual({
      id: 'placeOrder.body',
      operationId: 'placeOrder',
      rule: 'body',
      status: 'pass',
      detail: 'note: body.trackingNumber is not a field of the contract',
    });
  });
});

describe('under a plan of 5 requests a window', () => {
  it('waits at the gate: at most one 429 per window, no ban, and every check passes', async () => {
    const { code, stdout } = await conformance(['--base-url', small.url, '--api-key', smallKey, '--json']);
    const report = JSON.parse(stdout) as ConformanceReport;
    expect(failures(report)).toEqual([]);
    expect(code).toBe(0);
    const entries = small.mock.journal.entries;
    expect(entries.length).toBeGreaterThan(30);
    const refusals = new Map<number, number>();
    for (const entry of entries) {
      if (entry.status !== 429) continue;
      const window = Math.floor(entry.time / (windowSeconds * 1000));
      refusals.set(window, (refusals.get(window) ?? 0) + 1);
    }
    expect(Math.max(0, ...refusals.values())).toBeLessThanOrEqual(1);
    expect(entries.filter((entry) => entry.status === 403)).toEqual([]);
  });
});

describe('usage and setup errors', () => {
  it('exits 2 with the usage when an option is missing or unknown', async () => {
    for (const args of [
      ['--api-key', apiKey],
      ['--base-url', mock.url],
      ['--base-url', mock.url, '--api-key', apiKey, '--verbose'],
    ]) {
      const { code, stdout, stderr } = await conformance(args);
      expect([code, stdout]).toEqual([2, '']);
      expect(stderr).toMatch(/^petstore-conformance: .+\n\nUsage: petstore-conformance --base-url URL/);
    }
  });

  it('exits 2 with one clear line, no stack, when the service does not answer or refuses the key', async () => {
    const closed = await startPetStoreServer({ port: 0 });
    await closed.close();
    const unreachable = await conformance(['--base-url', closed.url, '--api-key', apiKey]);
    expect(unreachable.code).toBe(2);
    expect(unreachable.stderr).toBe(
      `petstore-conformance: ${closed.url} did not answer: connect ECONNREFUSED ${closed.url.slice(7)}\n`,
    );
    const refused = await conformance(['--base-url', mock.url, '--api-key', 'no-such-key', '--json']);
    expect(refused).toEqual({
      code: 2,
      stdout: '',
      stderr: `petstore-conformance: ${mock.url} refused the API key: 401 invalid_api_key\n`,
    });
  });
});
