import { headerNames } from '@petstore/contract';
import type { StandalonePetStore } from '@petstore/mock/node';
import { PetStore, type RateLimitState } from '@petstore/sdk';
import type { Transcript } from './transcript';

/** A small plan and short windows, so that the burst meets the limit within seconds. */
export const burstPlan = { name: 'quickstart', perMinute: 5, perDay: 10_000, windowSeconds: 2 } as const;
/** The key of the burst, on {@link burstPlan}. */
export const burstKey = 'quickstart-burst';

/** What the burst came to. */
export interface BurstResult {
  readonly calls: number;
  readonly answered: number;
  readonly rateLimited: number;
  readonly banned: number;
  readonly elapsedMs: number;
}

// Another app with the same key spends the window's quota, so the SDK meets a real 429.
async function spendQuota(url: string): Promise<void> {
  for (let sent = 0; sent < 2 * burstPlan.perMinute; sent++) {
    const response = await fetch(`${url}/categories`, { headers: { [headerNames.apiKey]: burstKey } });
    await response.body?.cancel();
    if (!response.ok) return;
  }
}

/** `client.rateLimit` in words: what is left of each quota, and when it returns. */
function describeRateLimit(state: RateLimitState | undefined): string {
  if (!state) return 'client.rateLimit → nothing known yet';
  const quotas = state.policies.map(
    (policy) =>
      `${policy.name}: ${policy.remaining} of ${policy.quota ?? '?'} left, back at ${policy.resetAt.toISOString()}`,
  );
  return `client.rateLimit → ${quotas.join('; ')}`;
}

/** Fires three times the quota at once and lets the client's rate-limit gate ride it out. */
export async function rideOutBurst(server: StandalonePetStore, out: Transcript): Promise<BurstResult> {
  const calls = 3 * burstPlan.perMinute;
  out.section(
    `A burst of ${calls} calls with key ${burstKey}, on a plan of ${burstPlan.perMinute} per minute window`,
  );
  out.step(
    `the mock shortens the minute window to ${burstPlan.windowSeconds} s for this demo (windows.minuteSeconds), so the burst meets the limit within seconds`,
  );
  await spendQuota(server.url);
  out.step(`another app using the same key has just spent this window's quota`);
  server.mock.journal.clear();
  const client = new PetStore({
    apiKey: burstKey,
    baseUrl: server.url,
    logger: out.logger(),
    logLevel: 'info',
  });
  const started = Date.now();
  const pages = await Promise.all(Array.from({ length: calls }, () => client.categories.list({ limit: 1 })));
  const elapsedMs = Date.now() - started;
  const statuses = server.mock.journal.entries.map((entry) => entry.status);
  const count = (status: number) => statuses.filter((answered) => answered === status).length;
  const result = {
    calls,
    answered: pages.length,
    rateLimited: count(429),
    banned: count(403),
    elapsedMs,
  };
  out.step(`${result.answered} of ${calls} calls answered in ${(elapsedMs / 1000).toFixed(1)} s`);
  out.detail(
    `the mock's journal: ${statuses.length} requests, ${count(200)}× 200, ${result.rateLimited}× 429 (waited out), ${result.banned}× 403 (no ban); the other calls waited at the client's gate`,
  );
  out.detail(describeRateLimit(client.rateLimit));
  return result;
}
