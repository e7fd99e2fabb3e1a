// The mock's drift proxy (`petstore-mock --proxy URL`) and the conformance run judge the same
// traffic by the same rules: through a proxy in front of the reference mock nothing is reported,
// and through one in front of the drifted service of this suite the proxy names every drift the
// run names. All real servers on loopback: two standalone mocks, the drifted node:http service.
import { operationList } from '@petstore/contract';
import type { DriftViolation } from '@petstore/mock';
import { type StandalonePetStore, startPetStoreServer } from '@petstore/mock/node';
import * as sdk from '@petstore/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSmoke, smokeChecks } from '../../../tests/runtimes/smoke/smoke';
import { type ConformanceReport, runConformance } from '../src/index';
import { type FrontService, startFrontService } from './support/front-service';

const apiKey = 'drift-proxy-secret-key-93c1';
let reference: StandalonePetStore;
let drifted: FrontService;

beforeAll(async () => {
  const plans = { roomy: { perMinute: 1000, perDay: 100_000 } };
  reference = await startPetStoreServer({ port: 0, plans, keys: { [apiKey]: 'roomy' } });
  drifted = await startFrontService(reference.url);
});
afterAll(async () => {
  await drifted.close();
  await reference.close();
});

/** A drift proxy in front of `target` for the tests of one `describe`. */
function useProxy(target: () => string): () => StandalonePetStore {
  let proxy: StandalonePetStore;
  beforeAll(async () => {
    proxy = await startPetStoreServer({ port: 0, proxy: target() });
  });
  afterAll(() => proxy.close());
  return () => proxy;
}

/** The proxy's report, which a proxy always has. */
async function violationsOf(proxy: StandalonePetStore): Promise<DriftViolation[]> {
  const report = await proxy.drift?.report();
  expect(report?.omitted).toBe(0);
  return report?.violations ?? [];
}

const failures = (report: ConformanceReport) => report.checks.filter((check) => check.status === 'fail');

describe('in front of the reference mock', () => {
  const proxy = useProxy(() => reference.url);

  it('reports nothing after the SDK called every method through it', async () => {
    await proxy().drift?.clear();
    const before = reference.mock.journal.entries.length;
    const smoke = await runSmoke(sdk, { baseUrl: proxy().url, apiKey, runId: 'drift-proxy' });
    expect(smoke.checks).toEqual([...smokeChecks]);
    expect(await violationsOf(proxy())).toEqual([]);
    // Every request reached the reference through the proxy, pages followed by their links too.
    const proxied = proxy().mock.journal.entries.map((entry) => entry.requestId);
    const served = reference.mock.journal.entries.slice(before).map((entry) => entry.requestId);
    expect(proxied).toEqual(served);
    // The SDK has a method for every operation but the document's.
    const called = new Set(proxy().mock.journal.entries.map((entry) => entry.operationId));
    const uncalled = operationList
      .filter((operation) => !operation.public && !called.has(operation.operationId))
      .map((operation) => operation.operationId);
    expect(
      uncalled,
      `the smoke run sends no ${uncalled.join(', ')}: call its method in tests/runtimes/smoke/smoke.ts`,
    ).toEqual([]);
  });

  it('reports nothing of the service after a conformance run through it: only the invalid requests the run sends on purpose', async () => {
    await proxy().drift?.clear();
    const report = await runConformance({ baseUrl: proxy().url, apiKey });
    expect(failures(report)).toEqual([]);
    const violations = await violationsOf(proxy());
    expect(violations.filter((violation) => violation.rule !== 'request')).toEqual([]);
    // Each is one the run provokes, answered as the contract says.
    expect(
      violations.map(({ operationId, status, detail }) => `${operationId} ${status} ${detail}`).sort(),
    ).toEqual([
      'createCategory 400 body: Malformed JSON: Unexpected end of JSON input',
      'createCategory 415 The body must be JSON (Content-Type: application/json): the contract answers 415 unsupported_media_type',
      'getPetById 400 path.petId: must be a number',
      'listPets 400 query.limit: must be ≥ 1',
    ]);
  });
});

describe('in front of a drifted service', () => {
  const proxy = useProxy(() => drifted.url);
  let run: ConformanceReport;
  let violations: DriftViolation[];
  beforeAll(async () => {
    run = await runConformance({ baseUrl: proxy().url, apiKey });
    violations = await violationsOf(proxy());
  });

  it('names every drift the conformance run names, by operation and rule', () => {
    // The rules of the scenario's own behaviours (`echo`…) need a scenario; the proxy sees traffic.
    const named = (checks: readonly { operationId?: string; rule: string }[]) =>
      [...new Set(checks.map(({ operationId, rule }) => `${operationId} ${rule}`))].sort();
    const scenarioRules = new Set(['echo', 'replay', 'stock', 'filter', 'read-back', 'undo', 'cleanup']);
    const byRun = named(failures(run).filter((check) => !scenarioRules.has(check.rule)));
    const byProxy = named(violations.filter((violation) => violation.rule !== 'request'));
    expect(byRun.length).toBeGreaterThan(5);
    console.log(
      byRun.filter((x) => !byProxy.includes(x)),
      byProxy.filter((x) => !byRun.includes(x)),
    );
    expect(byProxy).toEqual(byRun);
  });

  it('names each drift in the words of the run, where the run words it from the traffic alone', () => {
    const said = violations.map(({ operationId, rule, detail }) => `${operationId} ${rule}: ${detail}`);
    const expectSaid = (line: string) => expect(said, line).toContain(line);
    // a renamed field, named with the unknown field beside it
    expectSaid('createCategory body: body.name is required; the object has unknown field "title"');
    // an error code the contract files under another status
    expectSaid('getPetById status: answered 400 not_found; the contract says 404 not_found');
    expectSaid('getPetById body: body.code "not_found" is a 404 in the contract, answered with 400');
    // an error code the contract does not know
    expectSaid(
      'getOrder body: body.code is "order_gone", which is not an error code of the contract; the contract answers 404 with "not_found"',
    );
    // a missing header
    expectSaid('listInventory request-id: X-Request-Id is missing');
    // another status for an error: the request met the contract, so it was not invalid
    expectSaid('createPet status: answered 400 invalid_request to a request the contract accepts');
    // a dropped deprecation header
    expectSaid('getPetById deprecation: Deprecation is missing');
    // The run's failures of the same answers say the same.
    const ran = failures(run).map(({ operationId, rule, detail }) => `${operationId} ${rule}: ${detail}`);
    const fromTraffic = ran.filter(
      // The run's `body.code` finding compares the code with the one it provoked.
      (failure) =>
        / (body|request-id|deprecation): /.test(failure) && !failure.includes('body.code "invalid_request"'),
    );
    expect(fromTraffic.length).toBeGreaterThan(5);
    // The run reports every answer (a check joins its rule's findings); the proxy counts each kind
    // once, in the words of its first occurrence.
    for (const { operationId, rule, detail } of violations.filter((violation) =>
      ['body', 'request-id', 'deprecation'].includes(violation.rule),
    )) {
      const line = `${operationId} ${rule}: ${detail}`;
      expect(
        failures(run).some(
          (check) =>
            check.operationId === operationId && check.rule === rule && check.detail.includes(detail),
        ),
        line,
      ).toBe(true);
    }
  });

  it('answers GET /__admin/drift naming each drift of a page by index, with the value received, counted by kind', async () => {
    const answer = await fetch(`${proxy().url}/__admin/drift`);
    expect(answer.status).toBe(200);
    const report = (await answer.json()) as { violations: DriftViolation[] };
    const listPets = report.violations.filter(
      (violation) => violation.operationId === 'listPets' && violation.rule === 'body',
    );
    expect(listPets.map(({ summary }) => summary).sort()).toEqual([
      'body[].categoryId is required',
      'body[].status must be one of "available", "pending", "sold"',
    ]);
    const details = listPets.map(({ detail }) => detail);
    expect(details).toContainEqual(
      expect.stringMatching(
        /^body\[\d+\]\.status is "reserved"; the contract allows one of "available", "pending", "sold"/,
      ),
    );
    expect(details).toContainEqual(
      expect.stringMatching(
        /^body\[\d+\]\.categoryId is required; the object has unknown field "category_id"/,
      ),
    );
    // Every page the run read counts under the same two kinds, whatever its items.
    const pages = run.checks.filter((check) => check.operationId === 'listPets' && check.rule === 'body');
    const counted = listPets.reduce((sum, { count }) => sum + count, 0);
    expect(counted).toBeGreaterThanOrEqual(pages.filter((check) => check.status === 'fail').length);
    expect(report.violations).toContainEqual(
      expect.objectContaining({
        operationId: 'getPetById',
        status: 400,
        rule: 'body',
        detail: 'body.code "not_found" is a 404 in the contract, answered with 400',
      }),
    );
  });

  it('leaves a field the contract does not name out of the report, as the run keeps it to a note', () => {
    expect(violations.filter((violation) => violation.detail.includes('trackingNumber'))).toEqual([]);
  });

  it('never puts the key in the report or the journal', async () => {
    const seen = JSON.stringify([violations, proxy().mock.journal.entries]);
    expect(seen).not.toContain(apiKey);
  });
});
