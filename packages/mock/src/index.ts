/**
 * The mock's shared core: `createPetStoreMock` (requests as `fetch` calls, no interception),
 * fixtures, options and the types of the test handle.
 * @module @petstore/mock
 */
export { PetStoreMockError } from './api/mock-error';
export type {
  BanPolicy,
  DeprecatedOperationId,
  Fixture,
  MockOptions,
  RateLimitHeaders,
  RateLimitWindows,
  WorldOptions,
} from './api/options';
export type {
  ControlAnswer,
  ControlMode,
  DriftControls,
  DriftReport,
  DriftViolation,
  Fault,
  JournalControls,
  JournalEntry,
  JournalFilter,
  MockClock,
  MockControls,
  MockFaults,
  MockJournal,
  PetStoreMock,
  PetStoreMockControl,
  PetStoreMockWorld,
  RemotePetStoreMock,
  WorldHeader,
} from './api/pet-store-mock';
export { type ConnectOptions, connectPetStoreMock } from './connect-pet-store-mock';
export { createPetStoreMock } from './create-pet-store-mock';
export { type GenerateFixtureOptions, generateFixture } from './internal/database/generate-fixture';
