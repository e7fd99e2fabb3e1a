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
  for (const check of checks) {
    console.log(`size-limit: ${check.name}: ${check.size} B of ${check.sizeLimit} B`);
    // The bundle holds the client, not an empty stub (the TanStack Query integration's own share alone: its code).
    expect(check.size, check.name).toBeGreaterThan(check.name.includes('its own code') ? 500 : 1000);
    expect(check.size, check.name).toBeLessThanOrEqual(check.sizeLimit);
  }
  expect(outcome.status).toBe(0);
});
