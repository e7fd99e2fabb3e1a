import * as z from 'zod/mini';
import type { DriftControls, Fault } from '../../api/pet-store-mock';
import { worldOptionsSchema } from '../config/world-config';
import type { CoreControls } from '../pipeline/mock-core';
import type { MockRequest } from '../pipeline/mock-request';
import type { MockResponse, Refusal } from '../pipeline/respond';
import { faultSchema } from '../pipeline/state';
import {
  ClockAdvance,
  ClockState,
  Dataset,
  DriftReportSchema,
  JournalEntrySchema,
  JournalQuery,
  WorldSchema,
  type WorldsControl,
} from './control-schemas';

/** Where the control API answers on the standalone server, under its origin. */
export const controlPrefix = '/__admin';

/** The request header that names a world, for clients that keep the server's root URL. */
export const worldHeader = 'Petstore-World';

/** The path every world's base URL starts with: `${origin}/worlds/${id}`. */
export const worldsPath = '/worlds';

/**
 * What a reset does: the one wording, which `PetStoreMock.reset` carries as its description (a test
 * holds the two equal) and the control API's document and guide show.
 */
export const resetMeaning =
  'Back to the seed or fixture the mock was created with; clears rate-limit counters, bans, idempotency keys, the journal and faults, and puts the clock back on the `now` option (real time by default).';

/** A control call refused with an error code of its own (not a bad value, which is a 400). */
export class RefusedControl extends Error {
  override name = 'RefusedControl';
  readonly refusal: Refusal;
  constructor(refusal: Refusal) {
    super(refusal.message);
    this.refusal = refusal;
  }
}

/**
 * The control API of one mock. `mount` is the path prefix the request came under: `/worlds/{id}`
 * for a world's, empty at the server's root.
 */
export type ControlHandler = (request: MockRequest, mount?: string) => Promise<MockResponse>;

/**
 * What the control API drives: the mock's controls, the drift report when it is a proxy, and the
 * worlds at the root of a server that has them.
 */
export type ControlTarget = CoreControls & {
  readonly drift?: DriftControls;
  readonly worlds?: WorldsControl;
};

/** What a route's `run` is given besides the controls. */
export interface RouteInput<Q = never, B = never> {
  readonly query: Q;
  readonly body: B;
  /** The path's parameters (`{id}`), as sent. */
  readonly params: Readonly<Record<string, string>>;
  /** The control API's own OpenAPI document. */
  readonly document: () => unknown;
}

/** One control call, described once for the dispatcher, the OpenAPI document and the guide. */
export interface ControlRoute {
  readonly summary: string;
  readonly query?: z.ZodMiniObject;
  /** The body, checked before `run`. */
  readonly body?: z.ZodMiniType;
  /** The body as the document shows it, when `run` checks it further (a fixture). */
  readonly documentedBody?: z.ZodMiniType;
  /** The answer's schema; none for 204 No Content. */
  readonly response?: z.ZodMiniType;
  /** Whether only a drift proxy answers it; any other server answers 404 `not_found`. */
  readonly proxyOnly?: true;
  /**
   * Whether only the root of a server with worlds answers it; under a world, and on a drift
   * proxy, it answers 404 `not_found`.
   */
  readonly rootOnly?: true;
  /** Whether the body may be left out (no `Content-Type`, no body): `run` then gets `undefined`. */
  readonly optionalBody?: true;
  /** Whether it answers 201 Created rather than 200. */
  readonly created?: true;
  /** The refusals of its own, by status, as the document lists them. */
  readonly refusals?: Readonly<Record<number, string>>;
  run(controls: ControlTarget, input: RouteInput): unknown;
}

const route = <Q = never, B = never>(
  definition: Omit<ControlRoute, 'run'> & { run(controls: ControlTarget, input: RouteInput<Q, B>): unknown },
) => definition as ControlRoute;

/** The drift report of a proxy; the dispatcher runs a `proxyOnly` route only where there is one. */
const driftOf = (controls: ControlTarget) => controls.drift as DriftControls;

/** The worlds of a server; the dispatcher runs a `rootOnly` route only where there are some. */
const worldsOf = (controls: ControlTarget) => controls.worlds as WorldsControl;

const unknownWorld = {
  404: '`unknown_world`: the server has no such world (never created, removed, or expired)',
};

const clockState = (controls: CoreControls) => ({ now: new Date(controls.clock.now()).toISOString() });

/** A route that changes the clock with its body, and answers the time it lands on. */
const clockChange = <S extends z.ZodMiniType>(
  summary: string,
  body: S,
  change: (clock: CoreControls['clock'], input: z.output<S>) => void,
) =>
  route<never, z.output<S>>({
    summary,
    body,
    response: ClockState,
    run: (controls, input) => {
      change(controls.clock, input.body);
      return clockState(controls);
    },
  });

/**
 * The control API, by path under `/__admin` and method: the one place a control is added. Each
 * route runs the in-process control of the same name, so both kinds of mock do the same.
 */
export const controlRoutes: Readonly<Record<string, Readonly<Record<string, ControlRoute>>>> = {
  '/reset': {
    post: route({ summary: resetMeaning, run: (controls) => controls.reset() }),
  },
  '/journal': {
    get: route<z.output<typeof JournalQuery>>({
      summary: 'The requests answered since the last reset, oldest first; the API key redacted',
      query: JournalQuery,
      response: z.array(JournalEntrySchema),
      run: (controls, { query }) => controls.journal.list(query),
    }),
    delete: route({ summary: 'Forgets every journal entry', run: (controls) => controls.journal.clear() }),
  },
  '/faults': {
    post: route<never, Fault>({
      summary: 'Injects a fault (the shape of `faults.inject`)',
      body: faultSchema,
      run: (controls, { body }) => controls.faults.inject(body),
    }),
    delete: route({ summary: 'Removes every fault', run: (controls) => controls.faults.clear() }),
  },
  '/clock': {
    get: route({ summary: "The mock's time", response: ClockState, run: clockState }),
    put: clockChange("Sets the mock's time; it keeps running from there", ClockState, (clock, { now }) =>
      clock.set(now),
    ),
  },
  '/clock/advance': {
    post: clockChange("Moves the mock's time on", ClockAdvance, (clock, { seconds }) =>
      clock.advance(seconds),
    ),
  },
  '/dataset': {
    get: route({
      summary: 'Every record of the store',
      response: Dataset,
      run: (controls) => controls.snapshot(),
    }),
    put: route<never, Parameters<CoreControls['load']>[0]>({
      summary:
        'Replaces every record with a fixture, checked as the in-process `load` checks it: each problem is a detail at its path (`body.pets.3.categoryId`)',
      // `load` checks the fixture, lists and records alike, and words each problem with its path.
      body: z.record(z.string(), z.unknown()),
      documentedBody: z.partial(Dataset),
      run: (controls, { body }) => controls.load(body),
    }),
  },
  '/drift': {
    get: route({
      summary:
        'What the drift proxy found: each kind of violation of the contract once, with its count; the API key masked',
      response: DriftReportSchema,
      proxyOnly: true,
      run: (controls) => driftOf(controls).report(),
    }),
    delete: route({
      summary: 'Forgets every violation of the drift report',
      proxyOnly: true,
      run: (controls) => driftOf(controls).clear(),
    }),
  },
  '/worlds': {
    post: route<never, Record<string, unknown> | undefined>({
      summary:
        'Creates a world: a mock of its own on this server (dataset, clock, faults, journal, rate-limit counters and bans, idempotency keys), answering under its `baseUrl` and to requests that send its `header`. The body (optional) overrides options of the server for it',
      body: z.record(z.string(), z.unknown()),
      documentedBody: worldOptionsSchema,
      optionalBody: true,
      created: true,
      rootOnly: true,
      response: WorldSchema,
      refusals: { 409: '`world_limit_reached`: the server holds as many worlds as its `maxWorlds` allows' },
      run: (controls, { body }) => worldsOf(controls).create(body),
    }),
    get: route({
      summary: 'Every world the server holds, oldest first',
      rootOnly: true,
      response: z.array(WorldSchema),
      run: (controls) => worldsOf(controls).list(),
    }),
  },
  '/worlds/{id}': {
    delete: route({
      summary: 'Removes a world; requests already inside it finish there',
      rootOnly: true,
      refusals: unknownWorld,
      run: (controls, { params }) => worldsOf(controls).remove(params.id as string),
    }),
  },
  '/openapi.json': {
    get: route({
      summary:
        "The control API's own OpenAPI 3.0.3 document, built from the route table and schemas that check its input",
      response: z.looseObject({}),
      run: (_, { document }) => document(),
    }),
  },
};
