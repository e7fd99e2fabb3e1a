/**
 * The API reports: one file per entry point of every published package (`packages/<name>/etc/`),
 * written by API Extractor from the built declarations. A reviewer reads the diff of these files to
 * see a change of the public surface; `tests/packaging/api-reports.test.ts` fails when the built
 * surface and the checked-in report differ.
 *
 * `pnpm api-report` rewrites them. It first rebuilds each package whose `dist/` is older than a
 * file of its `src/` (and the packages that depend on it), so that a report is never written from,
 * or left unwritten because of, a stale build.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CompilerState, Extractor, ExtractorConfig, ExtractorLogLevel } from '@microsoft/api-extractor';
import { staleBuild } from './stale-builds.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** One entry point's report: where it is checked in, and what the build's surface says. */
export interface ApiReport {
  /** Path from the repository root, e.g. `packages/mock/etc/mock-node.api.md`. */
  path: string;
  text: string;
}

interface Manifest {
  name: string;
  private?: boolean;
  exports: Record<string, unknown>;
}

/** The code entry points of a package: `.` and each subpath whose export has conditions. */
function entryPoints(manifest: Manifest): { subpath: string; dts: string }[] {
  return Object.entries(manifest.exports).flatMap(([subpath, value]) => {
    if (typeof value !== 'object' || value === null) return [];
    const types = (value as { import?: { types?: string } }).import?.types;
    return types ? [{ subpath, dts: types }] : [];
  });
}

function configOf(packageDir: string, dts: string, reportName: string, scratch: string): ExtractorConfig {
  return ExtractorConfig.prepare({
    configObject: {
      projectFolder: packageDir,
      mainEntryPointFilePath: join(packageDir, dts),
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            module: 'nodenext',
            moduleResolution: 'nodenext',
            target: 'es2022',
            lib: ['es2022', 'dom'],
            strict: true,
            skipLibCheck: true,
          },
        },
      },
      apiReport: {
        enabled: true,
        reportFolder: scratch,
        reportTempFolder: scratch,
        reportFileName: reportName,
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        extractorMessageReporting: {
          default: { logLevel: ExtractorLogLevel.None, addToApiReportFile: true },
          // Every export is public: release tags would only repeat `@public` on each line.
          'ae-missing-release-tag': { logLevel: ExtractorLogLevel.None, addToApiReportFile: false },
        },
        tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None, addToApiReportFile: false } },
        compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Error } },
      },
    },
    configObjectFullPath: undefined,
    packageJsonFullPath: join(packageDir, 'package.json'),
  });
}

function reportOf(
  config: ExtractorConfig,
  reportName: string,
  scratch: string,
  compilerState: CompilerState,
): string {
  const result = Extractor.invoke(config, {
    localBuild: true,
    compilerState,
    messageCallback: (message) => {
      // Only compiler errors are reported here; the rest goes into the report itself.
      if (message.logLevel === ExtractorLogLevel.Error) throw new Error(`${reportName}: ${message.text}`);
      message.handled = true;
    },
  });
  if (result.errorCount > 0) throw new Error(`API Extractor failed on ${reportName}`);
  return readFileSync(join(scratch, `${reportName}.api.md`), 'utf8');
}

/** The reports of every published package's built declarations (run `pnpm build` first). */
export function buildApiReports(): ApiReport[] {
  const scratch = mkdtempSync(join(tmpdir(), 'petstore-api-report-'));
  try {
    const entries = readdirSync(join(root, 'packages')).flatMap((folder) => {
      const packageDir = join(root, 'packages', folder);
      const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as Manifest;
      if (manifest.private) return [];
      return entryPoints(manifest).map(({ subpath, dts }) => {
        const reportName = subpath === '.' ? folder : `${folder}-${subpath.slice(2)}`;
        return { folder, reportName, config: configOf(packageDir, dts, reportName, scratch) };
      });
    });
    // One TypeScript program for every entry point: the packages' declarations import one another,
    // and a program per entry point would read and check them again each time.
    const [first] = entries;
    if (!first) return [];
    const compilerState = CompilerState.create(first.config, {
      additionalEntryPoints: entries.map(({ config }) => config.mainEntryPointFilePath),
    });
    return entries.map(({ folder, reportName, config }) => ({
      path: `packages/${folder}/etc/${reportName}.api.md`,
      text: reportOf(config, reportName, scratch, compilerState),
    }));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The published packages whose build is stale ({@link staleBuild}). */
export function stalePackages(): string[] {
  return readdirSync(join(root, 'packages')).flatMap((folder) => {
    const packageDir = join(root, 'packages', folder);
    const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as Manifest;
    return !manifest.private && staleBuild(packageDir, { manifest: true }) ? [manifest.name] : [];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const stale = stalePackages();
  if (stale.length > 0) {
    console.log(
      `building first, dist/ older than src/: ${stale.join(', ')} and the packages that depend on them`,
    );
    const filters = stale.flatMap((name) => ['--filter', `...${name}`]);
    execFileSync('pnpm', [...filters, 'run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  for (const report of buildApiReports()) {
    mkdirSync(join(root, report.path, '..'), { recursive: true });
    writeFileSync(join(root, report.path), report.text);
    console.log(report.path);
  }
}
