/**
 * The mock's shared core: `createPetStoreMock` (requests as `fetch` calls, no interception),
 * fixtures, options and the types of the test handle.
 * @module @petstore/mock
 */
export { type ConnectOptions, connectPetStoreMock } from './connect-pet-store-mock';
export { createPetStoreMock } from './create-pet-store-mock';
export { type GenerateFixtureOptions, generateFixture } from './generate-fixture';
export type { PetStoreMockControl } from './mock-control';
export { PetStoreMockError } from './mock-error';
export type {
  BanPolicy,
  DeprecatedOperationId,
  Fixture,
  MockOptions,
  RateLimitHeaders,
  RateLimitWindows,
} from './options';
export type {
  Fault,
  JournalEntry,
  JournalFilter,
  MockClock,
  MockFaults,
  MockJournal,
  PetStoreMock,
} from './pet-store-mock';
export type { RemotePetStoreMock } from './remote-pet-store-mock';
