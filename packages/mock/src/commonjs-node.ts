// The CommonJS build for Node is this one module: `dist/index.cjs` and `dist/node.cjs` each hand
// out their entry point's names from it (tsup.base.ts, `sharedEntryBuilds`), so an error thrown by
// `setupPetStoreServer` is an `instanceof` the `PetStoreMockError` of `@petstore/mock`
// (docs/design/0014-commonjs-builds.md).
export * from './index';
export * from './node';
