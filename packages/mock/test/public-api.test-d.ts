// Type-level checks of the public surface that other packages and users build on
// (run by `pnpm typecheck`, which compiles this file).
import type { ErrorCode, OperationId } from '@petstore/contract';
import type { RequestHandler } from 'msw';
import type { SetupWorker, StartOptions } from 'msw/browser';
import type { SetupServer } from 'msw/node';
import { expectTypeOf } from 'vitest';
import type * as z from 'zod/mini';
import type { setupPetStoreWorker } from '../src/browser';
import type {
  createPetStoreMock,
  DeprecatedOperationId,
  DriftControls,
  DriftReport,
  Fault,
  Fixture,
  JournalEntry,
  MockOptions,
  PetStoreMock,
  PetStoreMockControl,
  RemotePetStoreMock,
} from '../src/index';
import type { DriftReportSchema } from '../src/internal/control/control-schemas';
import type { setupPetStoreServer, startPetStoreServer } from '../src/node';

expectTypeOf<typeof createPetStoreMock>().parameters.toEqualTypeOf<[options?: MockOptions]>();
expectTypeOf<PetStoreMock['handlers']>().toEqualTypeOf<RequestHandler[]>();
expectTypeOf<PetStoreMock['reset']>().toEqualTypeOf<() => void>();
expectTypeOf<PetStoreMock['load']>().toEqualTypeOf<(fixture: Fixture) => void>();
expectTypeOf<ReturnType<PetStoreMock['snapshot']>>().toEqualTypeOf<Required<Fixture>>();
expectTypeOf<PetStoreMock['journal']['entries']>().toEqualTypeOf<readonly JournalEntry[]>();
expectTypeOf<PetStoreMock['fetch']>().toEqualTypeOf<(request: Request) => Promise<Response>>();
expectTypeOf<Fault['operationId']>().toEqualTypeOf<OperationId | '*' | undefined>();
expectTypeOf<Fault['code']>().toEqualTypeOf<ErrorCode | undefined>();
expectTypeOf<MockOptions['now']>().toEqualTypeOf<(() => number) | undefined>();
expectTypeOf<MockOptions['seed']>().toEqualTypeOf<number | false | undefined>();

type Server = ReturnType<typeof setupPetStoreServer>;
expectTypeOf<Server>().toExtend<PetStoreMock>();
expectTypeOf<Server['server']>().toEqualTypeOf<SetupServer>();
expectTypeOf<Server['listen']>().parameters.toEqualTypeOf<
  [options?: { onUnhandledRequest?: 'bypass' | 'warn' | 'error' }]
>();

type Standalone = Awaited<ReturnType<typeof startPetStoreServer>>;
expectTypeOf<Standalone>().toExtend<{
  url: string;
  port: number;
  mock: PetStoreMock;
  close(): Promise<void>;
}>();
expectTypeOf<Parameters<typeof startPetStoreServer>[0]>().toExtend<
  (MockOptions & { port?: number; host?: string }) | undefined
>();

type Worker = ReturnType<typeof setupPetStoreWorker>;
expectTypeOf<Worker>().toExtend<PetStoreMock>();
expectTypeOf<Worker['worker']>().toEqualTypeOf<SetupWorker>();
expectTypeOf<Worker['start']>().toEqualTypeOf<(options?: StartOptions) => Promise<unknown>>();

// The `sunset` option names only the operations the contract deprecates.
expectTypeOf<DeprecatedOperationId>().toEqualTypeOf<'getPetById'>();
expectTypeOf<MockOptions['sunset']>().toEqualTypeOf<string | { readonly getPetById?: string } | undefined>();

// One test helper for both kinds of mock: each fits the shared controls.
expectTypeOf<PetStoreMock>().toExtend<PetStoreMockControl>();
expectTypeOf<RemotePetStoreMock>().toExtend<PetStoreMockControl>();
expectTypeOf<RemotePetStoreMock['reset']>().toEqualTypeOf<() => Promise<void>>();

// The drift report is the same object in process and over HTTP.
expectTypeOf<z.output<typeof DriftReportSchema>>().toEqualTypeOf<DriftReport>();
expectTypeOf<RemotePetStoreMock['drift']['report']>().toEqualTypeOf<() => Promise<DriftReport>>();
expectTypeOf<Awaited<ReturnType<typeof startPetStoreServer>>['drift']>().toEqualTypeOf<
  DriftControls | undefined
>();
