// The CommonJS build is this one module: `dist/index.cjs` and `dist/internal.cjs` each hand out
// their entry point's names from it (tsup.base.ts, `sharedEntryBuilds`), so that both entry points
// share one copy of every schema and operation row, in CommonJS as in ESM
// (docs/design/0014-commonjs-builds.md).
export * from './index';
export * from './internal';
