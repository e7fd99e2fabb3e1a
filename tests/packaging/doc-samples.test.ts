import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeBlocks, guideFiles } from './docs-site';
import { bin, ensureBuilt, root, runCommand, workspacePackages } from './workspace';

// Inside .tmp/ (ignored) so that the samples resolve the root's node_modules, as an app would.
const samplesDir = join(root, '.tmp/doc-samples');

/** Each TypeScript sample of the guides, as the file it becomes. */
function samples(): { source: string; file: string; code: string }[] {
  return guideFiles().flatMap((source) =>
    codeBlocks(readFileSync(join(root, source), 'utf8'), 'ts').map((code, index) => ({
      source,
      file: `${source.replace(/[/.]/g, '-')}-${index + 1}.ts`,
      code,
    })),
  );
}

/**
 * Where each `@petstore/*` import of a sample resolves: the built declarations its package.json
 * exports (`types`), what an app that installs it reads. Checking against them, not the sources,
 * reads each package's surface, not its whole program (`pnpm typecheck` checks the sources).
 */
const builtDeclarations = Object.fromEntries(
  workspacePackages('packages').flatMap(({ dir, manifest }) =>
    Object.entries(manifest.exports ?? {}).flatMap(([subpath, value]) => {
      const types = (value as { import?: { types?: string } }).import?.types;
      return types ? [[join(manifest.name, subpath), [`../../${join(dir, types)}`]]] : [];
    }),
  ),
);

const packagePaths = {
  ...builtDeclarations,
  ioredis: ['../../packages/rate-limit-redis/node_modules/ioredis/built/index.d.ts'],
  // The OpenTelemetry API and SDKs of the observability guide, as examples/tracing installs them.
  '@opentelemetry/api': ['../../packages/opentelemetry/node_modules/@opentelemetry/api/build/src/index.d.ts'],
  '@opentelemetry/sdk-trace-base': [
    '../../examples/tracing/node_modules/@opentelemetry/sdk-trace-base/build/src/index-shim.d.ts',
  ],
  '@opentelemetry/sdk-node': [
    '../../examples/tracing/node_modules/@opentelemetry/sdk-node/build/src/index.d.ts',
  ],
  // TanStack Query of its guide, as packages/tanstack-query and examples/react-query install it.
  '@tanstack/query-core': [
    '../../packages/tanstack-query/node_modules/@tanstack/query-core/build/modern/index.d.ts',
  ],
  '@tanstack/react-query': [
    '../../examples/react-query/node_modules/@tanstack/react-query/build/modern/index.d.ts',
  ],
  // The Vite plugin of the browser guide, against the Vite of examples/browser.
  vite: ['../../examples/browser/node_modules/vite/dist/node/index.d.ts'],
};

describe('the code samples of the guides', () => {
  it('type-check against the packages, each sample as a module of its own', () => {
    ensureBuilt();
    const all = samples();
    expect(all.length).toBeGreaterThan(20);
    rmSync(samplesDir, { recursive: true, force: true });
    mkdirSync(samplesDir, { recursive: true });
    for (const sample of all) writeFileSync(join(samplesDir, sample.file), `export {};\n${sample.code}`);
    writeFileSync(
      join(samplesDir, 'tsconfig.json'),
      JSON.stringify({
        extends: '../../tsconfig.base.json',
        // No `@petstore/source` condition: the declarations import one another as an app's do.
        compilerOptions: { noEmit: true, noUnusedLocals: false, customConditions: [], paths: packagePaths },
        include: ['*.ts'],
      }),
    );
    const outcome = runCommand(bin('tsc'), ['-p', join(samplesDir, 'tsconfig.json')]);
    // Errors name the sample's file, e.g. docs-errors-md-2.ts: the second ```ts block of docs/errors.md.
    expect(outcome.stdout + outcome.stderr).toBe('');
    expect(outcome.status).toBe(0);
  });
});
