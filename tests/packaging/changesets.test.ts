import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishedPackages, root } from './workspace';

// The libraries the `changeset` CLI itself runs on, resolved from the CLI so that the versions
// match the ones `changeset version` and `changeset publish` use.
const fromCli = createRequire(createRequire(import.meta.url).resolve('@changesets/cli/package.json'));

interface Packages {
  packages: { packageJson: { name: string; private?: boolean } }[];
}
interface ChangesetConfig {
  changelog: false | [string, unknown];
  access: string;
  baseBranch: string;
  privatePackages: { version: boolean; tag: boolean };
}
interface ReleasePlan {
  changesets: { id: string; summary: string }[];
  releases: { name: string; type: string; newVersion: string }[];
}

const { getPackages } = fromCli('@manypkg/get-packages') as { getPackages(dir: string): Promise<Packages> };
const { parse, read } = fromCli('@changesets/config') as {
  parse(json: unknown, packages: Packages): ChangesetConfig;
  read(dir: string, packages: Packages): Promise<ChangesetConfig>;
};
const getReleasePlan = (
  fromCli('@changesets/get-release-plan') as { default: (dir: string) => Promise<ReleasePlan> }
).default;

describe('changesets', () => {
  it('reads .changeset/config.json without a validation error, with a changelog generator that loads', async () => {
    const config = await read(root, await getPackages(root));
    expect(config).toMatchObject({
      access: 'public',
      baseBranch: 'main',
      privatePackages: { version: false },
    });
    expect(config.changelog).not.toBe(false);
    const [generator] = config.changelog as [string, unknown];
    expect(() => fromCli.resolve(generator)).not.toThrow();
  });

  it('is checked by a validator that rejects a config naming a package that does not exist', async () => {
    const json = JSON.parse(readFileSync(join(root, '.changeset/config.json'), 'utf8')) as object;
    const packages = await getPackages(root);
    expect(() => parse({ ...json, fixed: [['@petstore/no-such-package']] }, packages)).toThrow(
      /no-such-package/,
    );
  });

  it('plans releases of published packages only, each changeset with a summary', async () => {
    const plan = await getReleasePlan(root);
    const published = publishedPackages().map((pkg) => pkg.manifest.name);
    const bumped = plan.releases.filter((release) => release.type !== 'none').map((release) => release.name);
    expect(bumped.filter((name) => !published.includes(name))).toEqual([]);
    expect(plan.changesets.filter((changeset) => changeset.summary.trim() === '')).toEqual([]);
  });
});
