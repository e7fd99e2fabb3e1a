import { readFile } from 'node:fs/promises';
import { EdgeRuntime } from 'edge-runtime';
import type { SmokeConfig, SmokeReport } from '../smoke/smoke';

/**
 * Runs the bundled smoke function (`build-edge-smoke.ts`) in Vercel's Edge runtime (the `edge-runtime`
 * package: the Web APIs an Edge Function gets, in a context of their own, nothing of Node's) and
 * hands it one request, as a deployment would; returns the report it answers.
 */
export async function runInEdgeRuntime(bundle: string, config: SmokeConfig): Promise<SmokeReport> {
  const runtime = new EdgeRuntime({ initialCode: await readFile(bundle, 'utf8') });
  const response = await runtime.dispatchFetch('http://127.0.0.1/smoke', {
    method: 'POST',
    body: JSON.stringify(config),
  });
  const answer = (await response.json()) as { report?: SmokeReport; failure?: string };
  await response.waitUntil();
  if (!answer.report)
    throw new Error(`the smoke run in edge-runtime failed (${response.status}): ${answer.failure}`);
  return answer.report;
}
