// Every shell command the README, the guides and the READMEs of the packages and examples show,
// run as a reader runs it: in a fresh copy of the repository after the README's install command
// only (no build), from its root. A command that needs the published package must say so where it
// stands, with a command that works from the clone beside it; that one is run. Servers (`pnpm
// mock`, a Vite dev server) are started, their address probed, and stopped by process group; the
// requests the documents send to the mock's default address go to a `pnpm mock` this test keeps
// running, reset before each command. Ports are moved to free ones (PortBook). A command is run
// once, however many documents show it, and one that starts with a command run before (the
// README's `install && demo`) runs its rest: the reader of the guides has run the README's install
// already (`run`). The exceptions are in allow-list.ts, each with its reason.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFiles } from '../../scripts/docs/generated-sections';
import { freePort } from '../fleet/support/free-port';
import { root, runCommand } from '../packaging/workspace';
import { notRunHere } from './allow-list';
import { cloneEquivalents, type DocCommand, docCommands, installsFromRegistry } from './support/doc-commands';
import { freshClone, readerEnvironment } from './support/fresh-clone';
import { mockStarters, PortBook } from './support/ports';
import { type Outcome, runShellCommand, startShell, stopGroup } from './support/run-command';

const commands = docCommands(root, documentFiles(root));
const places = (command: DocCommand) => `${command.file}:${command.line}`;

/** The commands by their text: a command shown in several places runs once. */
const byText = new Map<string, DocCommand[]>();
for (const command of commands) byText.set(command.text, [...(byText.get(command.text) ?? []), command]);

/** The README's install command: the first of its first block, up to `&&`. */
const install =
  (commands.find((command) => command.file === 'README.md')?.text ?? '').split('&&')[0]?.trim() ?? '';

/**
 * How long a server stays quiet, its address among its last lines, before it counts as started:
 * longer than the pauses of a job that prints as it goes (the demo's burst waits 2 s).
 */
const quietMs = 3_000;

let clone = '';
let env: NodeJS.ProcessEnv = {};
let ports: PortBook;
let background: ReturnType<typeof startShell> | undefined;

function describeOutcome(outcome: Outcome): string {
  const seconds = `${(outcome.ms / 1000).toFixed(1)} s`;
  if (outcome.kind === 'served') return `${seconds}, served ${outcome.url}, stopped`;
  if (outcome.kind === 'exited') return `${seconds}, exit ${outcome.status}`;
  return `${seconds}, still running with no address that answers`;
}

/** A command run in the copy, by what it runs (`sameCommand`): what it came to, and as written. */
const ran = new Map<string, { outcome: Outcome; text: string }>();
/** The major version of pnpm that `npx -y pnpm@10` fetches. */
const npxPnpm = 'npx -y pnpm@10 ';
let pnpmIsTen = false;

/**
 * How `text` is run: with pnpm 10 on this machine's PATH (checked at set-up), `npx -y pnpm@10 …` as
 * `pnpm …`, the same pnpm without npx's fetch (the README's install ran through npx at set-up).
 */
const asRun = (text: string) => (pnpmIsTen ? text.replaceAll(npxPnpm, 'pnpm ') : text);

/**
 * What `text` does, to find a command run before: as run (`asRun`), and once `pnpm install
 * --frozen-lockfile` has succeeded the lockfile is up to date, so `pnpm install` does the same.
 */
const sameCommand = (text: string) =>
  asRun(text).replaceAll('pnpm install --frozen-lockfile', 'pnpm install');

/**
 * Runs `text` from the copy's root, as a reader who has run the commands before it: a command
 * already run in this copy (the README's install, at set-up) is not run again, as it would only
 * find its work done; a command that starts with one (`install && next`) runs the rest, as
 * `asRun` has it. Returns what it came to, the commands it did not run again, and what it ran.
 */
async function run(text: string): Promise<{ outcome: Outcome; before: string[]; ranAs: string }> {
  const steps = text.split(' && ');
  const succeeded = (command: string) => {
    const done = ran.get(sameCommand(command))?.outcome;
    return done?.kind === 'exited' && done.status === 0;
  };
  // The longest start of `text` already run to its end; a `cd` would not carry over.
  let skip = steps[0]?.startsWith('cd ') ? 0 : steps.length;
  while (skip > 0 && !succeeded(steps.slice(0, skip).join(' && '))) skip--;
  const rest = steps.slice(skip).join(' && ');
  const done = ran.get(sameCommand(steps.slice(0, skip).join(' && ')));
  const before = done ? [done.text] : [];
  const known = rest === '' ? done : ran.get(sameCommand(rest));
  if (known)
    return { outcome: known.outcome, before: rest === '' ? before : [...before, known.text], ranAs: '' };
  const ranAs = asRun(rest);
  const outcome = await runShellCommand(ranAs, {
    cwd: clone,
    env,
    othersPorts: [ports.background],
    quietMs,
    limitMs: 120_000,
  });
  ran.set(sameCommand(rest), { outcome, text: rest });
  return { outcome, before, ranAs };
}

beforeAll(async () => {
  expect(install, "the README's first command installs").toMatch(/\binstall\b/);
  clone = freshClone(root);
  env = readerEnvironment();
  const installed = await runShellCommand(install, {
    cwd: clone,
    env,
    othersPorts: [],
    quietMs,
    limitMs: 240_000,
  });
  expect(installed, installed.output.slice(-3000)).toMatchObject({ kind: 'exited', status: 0 });
  pnpmIsTen = /^10\./.test(runCommand('pnpm', ['--version'], clone, env).stdout.trim());
  ran.set(sameCommand(install), { outcome: installed, text: install });
  // The other terminal the documents speak of ("with pnpm mock running in another terminal").
  const port = await freePort();
  background = startShell(`pnpm mock --port ${port}`, clone, env);
  const reset = `http://127.0.0.1:${port}/__admin/reset`;
  for (let tries = 0; ; tries++) {
    const answer = await fetch(reset, { method: 'POST' }).catch(() => undefined);
    if (answer?.ok) break;
    if (tries > 240) throw new Error(`pnpm mock did not start:\n${background.state.output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  ports = new PortBook(port, mockStarters(root));
});

afterAll(async () => {
  if (background) await stopGroup(background.child);
  if (clone) rmSync(clone, { recursive: true, force: true });
});

describe('the shell commands of the READMEs and guides', () => {
  it('are found in the documents that show them, the README first', () => {
    expect(commands[0]?.file).toBe('README.md');
    const files = new Set(commands.map((command) => command.file));
    for (const file of ['README.md', 'docs/running-the-mock.md', 'examples/quickstart/README.md'])
      expect(files.has(file), file).toBe(true);
    expect(commands.filter((command) => command.published).length).toBeGreaterThan(0);
  });

  it('leave no entry of the allow-list without a command it excuses', () => {
    expect(Object.keys(notRunHere).filter((text) => !byText.has(text))).toEqual([]);
  });

  for (const [text, shown] of byText) {
    const where = shown.map(places).join(', ');
    if (shown.every((command) => command.published)) {
      it(`${text} (${where}) needs the published package, and has a command for the clone beside it`, () => {
        for (const command of shown) {
          const beside = cloneEquivalents(command, commands);
          expect(
            beside.map((other) => other.text),
            `${places(command)}: no command for the clone beside it`,
          ).not.toEqual([]);
        }
      });
      continue;
    }
    const elsewhere = notRunHere[text];
    if (elsewhere) {
      it(`${text} (${where}) is not run here but elsewhere in \`pnpm test\`: ${elsewhere.reason}`, () => {
        for (const [file, shown] of elsewhere.shownBy)
          expect(readFileSync(join(root, file), 'utf8'), `${file} no longer shows it`).toContain(shown);
      });
      continue;
    }
    it(`${text} (${where}) runs from a fresh clone`, async () => {
      expect(
        installsFromRegistry(text),
        'it installs packages from the registry into the clone: mark it as needing the published package (# with the published package) and give the command that works from a clone beside it',
      ).toBe(false);
      const reset = await fetch(`http://127.0.0.1:${ports.background}/__admin/reset`, { method: 'POST' });
      expect(reset.status).toBe(204);
      const { text: runnable, moves } = await ports.rewrite(text);
      const { outcome, before, ranAs } = await run(runnable);
      const ranBefore = before.map((earlier) => `; ran before, not again: ${earlier}`).join('');
      const how = ranAs !== '' && !runnable.endsWith(ranAs) ? `; run as: ${ranAs}` : '';
      const report = `${runnable}${moves.length > 0 ? ` (ports: ${moves.join(', ')})` : ''}${ranBefore}${how}: ${describeOutcome(outcome)}`;
      console.log(`[docs-commands] ${report}`);
      const ran = outcome.kind === 'served' || (outcome.kind === 'exited' && outcome.status === 0);
      expect(ran, `${report}\n${outcome.output.slice(-4000)}`).toBe(true);
    });
  }
});
