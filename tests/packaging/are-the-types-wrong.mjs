// Are the Types Wrong on several tarballs in one Node process: the CLI loads TypeScript again for
// each tarball, most of its time. Run as a plain Node script, outside Vitest, so that the library
// resolves as a user's install does (Vitest's workers add the `development` condition, under which
// @arethetypeswrong/core points at its TypeScript sources).
// Input (argv[2]): JSON `[{ file, excludeEntrypoints }]`. Output: JSON `{ [file]: report }`, each
// report as `attw --format json` prints it.
import { readFileSync } from 'node:fs';
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import { groupProblemsByKind } from '@arethetypeswrong/core/utils';

const reports = {};
for (const { file, excludeEntrypoints } of JSON.parse(process.argv[2] ?? '[]')) {
  const analysis = await checkPackage(createPackageFromTarballData(new Uint8Array(readFileSync(file))), {
    excludeEntrypoints,
  });
  reports[file] = analysis.types
    ? { analysis, problems: groupProblemsByKind(analysis.problems) }
    : { analysis };
}
process.stdout.write(JSON.stringify(reports));
