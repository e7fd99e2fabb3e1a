// Where bare ky's per-call cost goes, so the SDK knows what it can
// avoid. Each variant changes one thing against ky configured as the SDK's defaults.
import { headerNames } from '@petstore/contract';
import ky, { type Options } from 'ky';
import { assertAnswers, type Call, rawFetchCall, stubFetch, type Target } from './internal/baseline-clients';
import type { BenchResult } from './internal/bench-result';
import { benchApiKey, benchPath, stubBaseUrl } from './internal/fixtures';
import { startJsonServer } from './internal/json-server';
import { durationSpread, table, times } from './internal/markdown';
import { type Measured, measureRounds, pairedRatio } from './internal/measure';
import { sdkSharedOptions } from './internal/sdk-client';

const rounds = { rounds: 9, timeMs: 150 };
const input = benchPath.slice(1);

function kyWith(target: Target, extra: Options, perCall: () => Options = () => ({})): Call {
  const api = ky.create({
    prefixUrl: target.baseUrl,
    headers: { [headerNames.apiKey]: benchApiKey },
    retry: { limit: sdkSharedOptions.retries },
    timeout: sdkSharedOptions.timeoutMs,
    fetch: target.fetch,
    ...extra,
  });
  return () => api.get(input, perCall()).json();
}

let seen = '';
const variants: readonly { name: string; why: string; make: (target: Target) => Call }[] = [
  { name: 'raw fetch', why: 'the floor', make: rawFetchCall },
  {
    name: 'bare ky',
    why: "ky with the SDK's defaults (retry limit, timeout, key header)",
    make: (t) => kyWith(t, {}),
  },
  {
    name: 'ky, `timeout: false`',
    why: 'no per-call timer and promise race',
    make: (t) => kyWith(t, { timeout: false }),
  },
  {
    name: 'ky, `timeout: false` + per-call `AbortSignal.timeout()`',
    why: 'a timeout kept by the caller instead of by ky',
    make: (t) =>
      kyWith(t, { timeout: false }, () => ({ signal: AbortSignal.timeout(sdkSharedOptions.timeoutMs) })),
  },
  {
    name: 'ky as the SDK drives it',
    why: 'an instance with `retry: 0`, `throwHttpErrors: false`, `redirect: "manual"`; full URL, method, headers, signal and timeout per call; `response.json()`',
    make: (t) => {
      const api = ky.create({ retry: 0, throwHttpErrors: false, redirect: 'manual', fetch: t.fetch });
      const url = t.baseUrl + benchPath;
      const headers = { [headerNames.apiKey.toLowerCase()]: benchApiKey };
      return async () => {
        const response = await api(url, {
          method: 'get',
          headers,
          signal: undefined,
          timeout: sdkSharedOptions.timeoutMs,
        });
        return response.json();
      };
    },
  },
  {
    name: 'ky + `afterResponse` hook reading a header',
    why: 'ky clones the Response for every afterResponse hook',
    make: (t) =>
      kyWith(t, {
        hooks: {
          afterResponse: [
            (_request, _options, response) => {
              seen = response.headers.get(headerNames.rateLimitRemaining) ?? '';
            },
          ],
        },
      }),
  },
  {
    name: 'ky + `fetch` wrapper reading a header',
    why: 'the same information without a clone',
    make: (t) =>
      kyWith(t, {
        fetch: async (request, init) => {
          const response = await t.fetch(request, init);
          seen = response.headers.get(headerNames.rateLimitRemaining) ?? '';
          return response;
        },
      }),
  },
  {
    name: 'ky + `beforeRequest` hook setting a header',
    why: 'a per-call header added by a hook',
    make: (t) =>
      kyWith(t, {
        hooks: {
          beforeRequest: [
            (request) => {
              request.headers.set(headerNames.idempotencyKey, 'bench');
            },
          ],
        },
      }),
  },
  {
    name: 'ky + per-call `signal`, `timeout`, `headers`',
    why: 'per-request options merged into the instance options on every call',
    make: (t) =>
      kyWith(t, {}, () => ({
        signal: new AbortController().signal,
        timeout: sdkSharedOptions.timeoutMs,
        headers: { [headerNames.idempotencyKey]: 'bench' },
      })),
  },
];

async function measure(target: Target): Promise<Map<string, Measured>> {
  const subjects = variants.map((variant) => ({ name: variant.name, fn: variant.make(target) }));
  for (const subject of subjects) await assertAnswers(subject.name, subject.fn);
  return measureRounds(subjects, rounds);
}

export async function run(): Promise<BenchResult> {
  const server = await startJsonServer();
  try {
    console.error('[bench] ky overhead: in-process');
    const inProcess = await measure({ baseUrl: stubBaseUrl, fetch: stubFetch() });
    console.error('[bench] ky overhead: loopback');
    const loopback = await measure({ baseUrl: server.url, fetch: globalThis.fetch });
    if (seen === '') throw new Error('the header-reading variants saw no rate-limit header');
    const cells = (result: Map<string, Measured>, name: string) => [
      durationSpread(result.get(name)!),
      times(pairedRatio(result.get(name)!, result.get('bare ky')!).median),
    ];
    const markdown = [
      `Time per call, sequential, median of ${rounds.rounds} rounds (fastest–slowest round); ` +
        '"× ky" is each variant against bare ky, taken round by round (median).',
      table(
        ['variant', 'in-process, stub fetch', '× ky', 'loopback HTTP', '× ky', 'what it isolates'],
        variants.map((variant) => [
          variant.name,
          ...cells(inProcess, variant.name),
          ...cells(loopback, variant.name),
          variant.why,
        ]),
      ),
    ].join('\n\n');
    return { title: "Where bare ky's per-call cost goes", markdown, goals: [] };
  } finally {
    await server.close();
  }
}
