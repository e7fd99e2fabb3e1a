import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { type ApiReport, buildApiReports } from '../../scripts/api-reports';
import { ensureBuilt, publishedPackages, root } from './workspace';

let reports: ApiReport[] = [];

beforeAll(() => {
  ensureBuilt();
  reports = buildApiReports();
});

it('has a checked-in report of every entry point of every published package, and no other', () => {
  const checkedIn = publishedPackages().flatMap((pkg) => {
    const folder = join(root, pkg.dir, 'etc');
    return existsSync(folder) ? readdirSync(folder).map((file) => `${pkg.dir}/etc/${file}`) : [];
  });
  expect(checkedIn.sort()).toEqual(reports.map((report) => report.path).sort());
  expect(reports.map((report) => report.path)).toEqual(
    expect.arrayContaining(['packages/sdk/etc/sdk.api.md', 'packages/mock/etc/mock-node.api.md']),
  );
});

it('matches the built public surface: a change of it comes with its report (`pnpm api-report`)', () => {
  for (const report of reports) {
    const checkedIn = existsSync(join(root, report.path))
      ? readFileSync(join(root, report.path), 'utf8')
      : '';
    expect(checkedIn, `${report.path} is stale: run \`pnpm build && pnpm api-report\``).toBe(report.text);
  }
});

it('keeps plumbing out of the roots: contract internals, unusable SDK and mock types', () => {
  const text = (path: string) => reports.find((report) => report.path === path)?.text ?? '';
  const exported = (path: string) =>
    [
      ...text(path).matchAll(
        /^export (?:declare )?(?:abstract )?(?:class|const|function|interface|type) (\w+)/gm,
      ),
    ].map((match) => match[1]);
  for (const name of ['decodeParams', 'splitPathTemplate', 'visibleAsciiPattern', 'buildComponentSchemas']) {
    expect(exported('packages/contract/etc/contract.api.md')).not.toContain(name);
    expect(exported('packages/contract/etc/contract-internal.api.md')).toContain(name);
  }
  expect(exported('packages/sdk/etc/sdk.api.md')).not.toContain('APIResource');
  expect(exported('packages/sdk/etc/sdk.api.md')).toContain('PetStore');
  expect(exported('packages/mock/etc/mock.api.md')).not.toContain('Awaitable');
});
