// pnpm test:quick: the inner loop's run. The unit and in-process tests of the packages a change
// touches: what differs from the branch point with main (commits, staged and unstaged edits, new
// files), mapped to the packages' vitest projects. A change outside packages/ (the root's
// configuration, the lock file) touches them all. Sources, not builds: nothing is built first.
// `pnpm test` runs everything, these included; CI runs that.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The test files of the packages that start processes, servers on real ports or a browser: the
 * bins run as users run them. `pnpm test` runs them; the inner loop leaves them out.
 */
const outOfProcess = [
  'packages/conformance/test/conformance.test.ts',
  'packages/contract/test/openapi-validators.test.ts',
  'packages/mcp/test/cancel.test.ts',
  'packages/mcp/test/inspector.test.ts',
  'packages/mcp/test/key-masking.test.ts',
  'packages/mcp/test/mcp.test.ts',
  'packages/mcp/test/mock-mode.test.ts',
  'packages/mcp/test/transports.test.ts',
  'packages/mock/test/standalone-admin.test.ts',
  'packages/mock/test/standalone.test.ts',
];
const gone = outOfProcess.filter((file) => !existsSync(join(root, file)));
if (gone.length > 0) {
  console.error(`scripts/test-quick.mjs lists files that are gone: ${gone.join(', ')}`);
  process.exit(1);
}

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const lines = (text) => text.split('\n').filter(Boolean);

/** What changed since the branch point with main (or `TEST_QUICK_BASE`); every file when git cannot tell. */
function changedFiles() {
  try {
    const base = process.env.TEST_QUICK_BASE ?? git('merge-base', 'HEAD', 'main');
    const files = [
      ...lines(git('diff', '--name-only', base)),
      ...lines(git('ls-files', '--others', '--exclude-standard')),
    ];
    return { since: `since ${base.slice(0, 12)}`, files: new Set(files) };
  } catch {
    return { since: 'git cannot tell what changed: every package', files: new Set(['package.json']) };
  }
}
const { since, files: changed } = changedFiles();

// Each package's project is named as its folder (packages/*/vitest.config.ts).
const packages = readdirSync(join(root, 'packages')).filter((name) =>
  existsSync(join(root, 'packages', name, 'vitest.config.ts')),
);
/** A file outside the packages that they build or test with: the root's configuration, the lock file, scripts/. */
const sharedByAll = (file) =>
  !/^(packages|examples|tests|docs|\.changeset)\//.test(file) && !file.endsWith('.md');
const touched = [...changed].some(sharedByAll)
  ? packages
  : packages.filter((name) => [...changed].some((file) => file.startsWith(`packages/${name}/`)));

if (touched.length === 0) {
  console.log(`test:quick: no package changed ${since}; nothing to run (pnpm test runs everything)`);
  process.exit(0);
}
console.log(
  `test:quick: ${touched.join(', ')} (changed ${since}), leaving out ${outOfProcess.length} files that start processes`,
);
const run = spawnSync(
  join(root, 'node_modules/.bin/vitest'),
  [
    'run',
    ...touched.flatMap((name) => ['--project', name]),
    // An exclude is matched against each project's own folder.
    ...outOfProcess.flatMap((file) => ['--exclude', file.replace(/^packages\/[^/]+\//, '')]),
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
);
process.exit(run.status ?? 1);
