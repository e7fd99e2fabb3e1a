// A set-up file of the projects that read the packages' `dist/` (packaging, consumers, runtimes,
// parallel-suites, conformance), and of the fleet's, whose one-second windows should not share the
// cores with the build. `pnpm test` (scripts/test.mjs) builds the packages while Vitest
// already runs the projects that test them from their sources, and names in
// `PETSTORE_BUILD_STATUS` the file it writes once the build has ended: each file of these
// projects starts once that file is there, or fails with the build's outcome. Run alone (`pnpm
// vitest run --project packaging`, no variable), a file starts at once on the `dist/` it finds.
import { existsSync, readFileSync, watch } from 'node:fs';
import { basename, dirname } from 'node:path';

/** What scripts/test.mjs writes when its build step ends. */
interface BuildStatus {
  readonly ok: boolean;
  /** Where the build's output is. */
  readonly log: string;
}

/** The build's outcome, once `file` appears (test.mjs renames it into place whole). */
function buildEnded(file: string): Promise<BuildStatus> {
  const read = () => JSON.parse(readFileSync(file, 'utf8')) as BuildStatus;
  return new Promise((resolve, reject) => {
    const watcher = watch(dirname(file), (_event, name) => {
      if (name !== basename(file) || !existsSync(file)) return;
      watcher.close();
      resolve(read());
    });
    watcher.on('error', reject);
    // Written before the watch began.
    if (existsSync(file)) {
      watcher.close();
      resolve(read());
    }
  });
}

const statusFile = process.env.PETSTORE_BUILD_STATUS;
if (statusFile) {
  const status = await buildEnded(statusFile);
  if (!status.ok)
    throw new Error(`pnpm build failed, so the built packages this file reads are missing: ${status.log}`);
}
