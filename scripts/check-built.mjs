#!/usr/bin/env node
// `prepack` of every published package: a tarball without dist/, or with a dist/ older than its
// sources, would install and crash. Packing refuses instead of building, so that packing many
// packages (tests/packaging, tests/consumers) does not rebuild each one; `pnpm build` first.
import { staleBuild } from './stale-builds.mjs';

const stale = staleBuild(process.cwd());
if (stale !== undefined) {
  console.error(`${stale}. Run \`pnpm build\` before packing.`);
  process.exit(1);
}
