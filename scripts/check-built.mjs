#!/usr/bin/env node
// `prepack` of every published package: a tarball without dist/, or with a dist/ older than its
// sources, would install and crash. Packing refuses instead of building, so that packing many
// packages (tests/packaging, tests/consumers) does not rebuild each one; `pnpm build` first.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const packageDir = process.cwd();

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const dist = join(packageDir, 'dist');
if (!existsSync(dist) || files(dist).length === 0) {
  console.error(`${packageDir}: dist/ is missing. Run \`pnpm build\` before packing.`);
  process.exit(1);
}
const built = Math.min(...files(dist).map((file) => statSync(file).mtimeMs));
const stale = files(join(packageDir, 'src')).filter(
  (file) => !/\.test\.ts$/.test(file) && statSync(file).mtimeMs > built,
);
if (stale.length > 0) {
  console.error(`${packageDir}: dist/ is older than ${stale[0]}. Run \`pnpm build\` before packing.`);
  process.exit(1);
}
