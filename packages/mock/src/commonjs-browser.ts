// The CommonJS build for browsers is this one module: `dist/index.browser.cjs` and
// `dist/browser.cjs` each hand out their entry point's names from it (tsup.base.ts,
// `sharedEntryBuilds`); commonjs-node.ts says why.
export * from './browser';
export * from './index';
