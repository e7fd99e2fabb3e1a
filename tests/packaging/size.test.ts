import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, expect, it } from 'vitest';
import { bin, ensureBuilt, root, runCommand } from './workspace';

interface SizeCheck {
  name: string;
  passed: boolean;
  size: number;
  sizeLimit: number;
}

beforeAll(() => ensureBuilt());

/** What is wrong with one measured bundle: empty (a stub, not the client) or over its line. */
function problemOf(check: SizeCheck): string | undefined {
  // The bundle holds the client, not an empty stub (the TanStack Query integration's own share alone: its code).
  const least = check.name.includes('its own code') ? 500 : 1000;
  if (check.size <= least)
    return `${check.name}: ${check.size} B, not over ${least} B: the bundle holds no client`;
  if (check.size > check.sizeLimit)
    return `${check.name}: ${check.size} B, over its line of ${check.sizeLimit} B by ${check.size - check.sizeLimit} B`;
  return undefined;
}

it('keeps the browser bundle of an app calling the SDK within the size limit (.size-limit.mjs)', async () => {
  const configured = (await import(pathToFileURL(join(root, '.size-limit.mjs')).href)).default as unknown[];
  const outcome = runCommand(bin('size-limit'), ['--json']);
  const checks = JSON.parse(outcome.stdout) as SizeCheck[];
  expect(checks).toHaveLength(configured.length);
  for (const check of checks)
    console.log(`size-limit: ${check.name}: ${check.size} B of ${check.sizeLimit} B`);
  // Every budget at once: a change that grows several bundles is told all of them in one run.
  const problems = checks.flatMap((check) => problemOf(check) ?? []);
  expect(problems, 'bundles out of their budgets in .size-limit.mjs (all of them, not the first)').toEqual(
    [],
  );
  expect(outcome.status).toBe(0);
});
