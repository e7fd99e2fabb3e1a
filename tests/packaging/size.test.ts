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

it('keeps the browser bundle of an app calling the SDK within the size limit (.size-limit.mjs)', async () => {
  const configured = (await import(pathToFileURL(join(root, '.size-limit.mjs')).href)).default as unknown[];
  const outcome = runCommand(bin('size-limit'), ['--json']);
  const checks = JSON.parse(outcome.stdout) as SizeCheck[];
  expect(checks).toHaveLength(configured.length);
  for (const check of checks)
    console.log(`size-limit: ${check.name}: ${check.size} B of ${check.sizeLimit} B`);
  // The bundle holds the client, not an empty stub (the TanStack Query integration's own share alone: its code).
  const stubs = checks.filter((check) => check.size <= (check.name.includes('its own code') ? 500 : 1000));
  expect(stubs.map((check) => `${check.name}: ${check.size} B`)).toEqual([]);
  // Every budget over its line at once, with how far over: one run tells what to shrink or to
  // explain (docs/design/0012-sdk-bundle-size.md), not the first alone.
  const over = checks.filter((check) => check.size > check.sizeLimit);
  expect(
    over.map(
      (check) =>
        `${check.name}: ${check.size} B, ${check.size - check.sizeLimit} B over ${check.sizeLimit} B`,
    ),
  ).toEqual([]);
  expect(outcome.status).toBe(0);
});
