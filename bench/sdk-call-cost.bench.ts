// What one SDK call costs next to raw fetch, bare ky and openapi-fetch, in-process
// (stub fetch) and over loopback HTTP to a bare node:http server, sequential and 16 at once.
import {
  assertAnswers,
  type Call,
  kyCall,
  openapiFetchCall,
  rawFetchCall,
  type SharedOptions,
  stubFetch,
  type Target,
} from './internal/baseline-clients';
import type { BenchResult, GoalResult } from './internal/bench-result';
import { benchOperation, stubBaseUrl } from './internal/fixtures';
import { startJsonServer } from './internal/json-server';
import { durationSpread, ratioSpread, table, times } from './internal/markdown';
import { concurrently, type Measured, measureRounds, pairedRatio, type Subject } from './internal/measure';
import {
  type BuiltSdk,
  buildSdk,
  sdkCall,
  sdkFunctionCall,
  sdkSharedOptions,
  sdkTracedCall,
} from './internal/sdk-client';

const concurrency = 16;
/** Each SDK entry point's call against bare ky's, in every mode. */
const callGoal = 1.05;
/** The client's call traced by `openTelemetry()` against bare ky's, in-process. */
const tracedGoal = 1.3;
const tracedName = '@petstore/sdk + openTelemetry()';
const rounds = { rounds: 30, timeMs: 200 };

interface Client {
  readonly name: string;
  readonly make: (target: Target, options: SharedOptions) => Call;
}

/** The SDK's entry points, each held to the goal against bare ky. */
const sdkEntries = ['@petstore/sdk', '@petstore/sdk/functions'] as const;

function clientsOf(sdk: BuiltSdk): readonly Client[] {
  return [
    { name: 'raw fetch', make: rawFetchCall },
    { name: 'bare ky', make: kyCall },
    { name: 'openapi-fetch', make: openapiFetchCall },
    { name: sdkEntries[0], make: (target) => sdkCall(sdk, target) },
    { name: sdkEntries[1], make: (target) => sdkFunctionCall(sdk, target) },
    { name: tracedName, make: (target) => sdkTracedCall(sdk, target) },
  ];
}

interface Mode {
  readonly name: string;
  readonly target: Target;
  readonly concurrent: boolean;
}

async function measureMode(clients: readonly Client[], mode: Mode): Promise<Map<string, Measured>> {
  const subjects: Subject[] = [];
  for (const client of clients) {
    const call = client.make(mode.target, sdkSharedOptions);
    await assertAnswers(client.name, call);
    subjects.push(
      mode.concurrent
        ? { name: client.name, fn: concurrently(concurrency, call), callsPerIteration: concurrency }
        : { name: client.name, fn: call },
    );
  }
  console.error(`[bench] sdk call cost: ${mode.name}`);
  return measureRounds(subjects, rounds);
}

export async function run(): Promise<BenchResult> {
  const clients = clientsOf(await buildSdk());
  const server = await startJsonServer();
  try {
    const stub: Target = { baseUrl: stubBaseUrl, fetch: stubFetch() };
    const loopback: Target = { baseUrl: server.url, fetch: globalThis.fetch };
    const modes: Mode[] = [
      { name: 'in-process, stub fetch', target: stub, concurrent: false },
      { name: 'loopback HTTP, sequential', target: loopback, concurrent: false },
      { name: `loopback HTTP, ${concurrency} concurrent`, target: loopback, concurrent: true },
    ];
    const results: Map<string, Measured>[] = [];
    for (const mode of modes) results.push(await measureMode(clients, mode));

    const rows = clients.map((client) =>
      results.flatMap((result) => {
        const own = result.get(client.name)!;
        return [
          durationSpread(own),
          times(pairedRatio(own, result.get('raw fetch')!).median),
          times(pairedRatio(own, result.get('bare ky')!).median),
        ];
      }),
    );
    const goals: GoalResult[] = sdkEntries.flatMap((entry) =>
      modes.map((mode, index) => {
        const sdk = results[index]!.get(entry)!;
        const ky = results[index]!.get('bare ky')!;
        const versusKy = pairedRatio(sdk, ky);
        return {
          goal: `${entry} call ≤ ${callGoal}× bare ky (${mode.name})`,
          met: versusKy.median <= callGoal,
          detail: `${ratioSpread(versusKy)}: ${durationSpread(sdk)} vs ${durationSpread(ky)}`,
        };
      }),
    );
    const traced = results[0]!.get(tracedName)!;
    const tracedVersusKy = pairedRatio(traced, results[0]!.get('bare ky')!);
    goals.push({
      goal: `${tracedName} call ≤ ${tracedGoal}× bare ky (${modes[0]!.name})`,
      met: tracedVersusKy.median <= tracedGoal,
      detail: `${ratioSpread(tracedVersusKy)}: ${durationSpread(traced)} vs ${durationSpread(results[0]!.get('bare ky')!)}`,
    });
    const markdown = [
      `Time per call of one \`${benchOperation.operationId}\` request (GET one record, JSON parsed), median of ${rounds.rounds} rounds (fastest–slowest round). ` +
        "The SDK is bundled from its sources as an app build ships it (esbuild, ES2022), both entry points: the client class and `getCategory(core, id)` of `@petstore/sdk/functions`, and `@petstore/opentelemetry` with them; the traced client's spans are made and ended by the OpenTelemetry SDK's `BasicTracerProvider` with no span processor. " +
        `Every client gets the SDK's defaults: ${sdkSharedOptions.retries} retries, a ${sdkSharedOptions.timeoutMs / 1000} s timeout, the API key header, JSON parsing. ` +
        `The stub \`fetch\` answers at once with a constant \`Response\`; the loopback server is a bare \`node:http\` server in another process answering the same record with the service's headers. ` +
        `At ${concurrency} concurrent, one iteration starts ${concurrency} calls at once and the time is divided by ${concurrency}. ` +
        'Ratios are taken round by round (each subject against the other in the same round) and the median shown.',
      table(
        ['client', ...modes.flatMap((mode) => [mode.name, '× fetch', '× ky'])],
        clients.map((client, index) => [client.name, ...rows[index]!]),
      ),
    ].join('\n\n');
    return { title: 'SDK per-call cost', markdown, goals };
  } finally {
    await server.close();
  }
}
