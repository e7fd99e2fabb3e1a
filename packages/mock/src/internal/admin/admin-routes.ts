import * as z from 'zod/mini';
import type { Fixture } from '../../options';
import type { Fault } from '../../pet-store-mock';
import type { MockControls } from '../create-mock-core';
import { faultSchema } from '../faults';
import { ClockAdvance, ClockState, Dataset, JournalEntrySchema, JournalQuery } from './admin-schemas';

/** What a control call does, described once for the dispatcher and the OpenAPI document. */
export interface AdminRoute {
  readonly summary: string;
  readonly query?: z.ZodMiniObject;
  /** The body checked before `run`. */
  readonly body?: z.ZodMiniType;
  /** The body as the document shows it, when the check leaves the details to `run`. */
  readonly documentedBody?: z.ZodMiniType;
  /** The answer's schema; none for 204 No Content. */
  readonly response?: z.ZodMiniType;
  run(mock: MockControls, input: { query: never; body: never }): unknown;
}

const route = <Q, B>(
  definition: Omit<AdminRoute, 'run'> & { run(mock: MockControls, input: { query: Q; body: B }): unknown },
) => definition as AdminRoute;

const clockState = (mock: MockControls) => ({ now: new Date(mock.clock.now()).toISOString() });

/** The control API, by path under `/__admin` and method. */
export const adminRoutes: Readonly<Record<string, Readonly<Record<string, AdminRoute>>>> = {
  '/reset': {
    post: route({
      summary:
        'Back to the seed or fixture; clears counters, bans, the journal, faults and idempotency keys, and puts the clock back on real time',
      run: (mock) => mock.reset(),
    }),
  },
  '/journal': {
    get: route<z.output<typeof JournalQuery>, never>({
      summary: 'The requests answered since the last reset, oldest first; the API key redacted',
      query: JournalQuery,
      response: z.array(JournalEntrySchema),
      run: (mock, { query }) => mock.journal.list(query),
    }),
    delete: route({ summary: 'Forgets every journal entry', run: (mock) => mock.journal.clear() }),
  },
  '/faults': {
    post: route<never, Fault>({
      summary: 'Injects a fault (the shape of `faults.inject`)',
      body: faultSchema,
      run: (mock, { body }) => mock.faults.inject(body),
    }),
    delete: route({ summary: 'Removes every fault', run: (mock) => mock.faults.clear() }),
  },
  '/clock': {
    get: route({ summary: "The mock's time", response: ClockState, run: clockState }),
    put: route<never, z.output<typeof ClockState>>({
      summary: "Sets the mock's time; it keeps running from there",
      body: ClockState,
      response: ClockState,
      run: (mock, { body }) => {
        mock.clock.set(body.now);
        return clockState(mock);
      },
    }),
  },
  '/clock/advance': {
    post: route<never, z.output<typeof ClockAdvance>>({
      summary: "Moves the mock's time on",
      body: ClockAdvance,
      response: ClockState,
      run: (mock, { body }) => {
        mock.clock.advance(body.seconds);
        return clockState(mock);
      },
    }),
  },
  '/dataset': {
    get: route({ summary: 'Every record of the store', response: Dataset, run: (mock) => mock.snapshot() }),
    put: route<never, Fixture>({
      summary: 'Replaces every record with a fixture, checked as the in-process `load` checks it',
      // Only the lists' names are checked here: `load` checks their records, with its own messages.
      body: z.strictObject(
        Object.fromEntries(Object.keys(Dataset.shape).map((list) => [list, z.optional(z.unknown())])),
      ),
      documentedBody: Dataset,
      run: (mock, { body }) => mock.load(body),
    }),
  },
};
