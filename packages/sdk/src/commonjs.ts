// The CommonJS build is this one module: `dist/index.cjs` and `dist/functions.cjs` each hand out
// their entry point's names from it (tsup.base.ts, `sharedEntryBuilds`), so the two entry points
// share one copy of every class. Built apart, an error thrown through the functions would not be
// an `instanceof` the main entry's class, and a `PetStore` would not be the `PetStoreCore` the
// functions take (docs/design/0014-commonjs-builds.md).
export * from './functions';
export * from './index';
