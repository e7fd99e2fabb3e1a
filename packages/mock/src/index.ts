export { createPetStoreMock } from './create-pet-store-mock';
export { type GenerateFixtureOptions, generateFixture } from './generate-fixture';
export { PetStoreMockError } from './mock-error';
export type {
  BanPolicy,
  DeprecatedOperationId,
  Fixture,
  MockOptions,
  RateLimitWindows,
} from './options';
export type { Fault, JournalEntry, MockFaults, MockJournal, PetStoreMock } from './pet-store-mock';
