import { PetStore } from '@petstore/sdk';
import type { Call, SharedOptions, Target } from './baseline-clients';
import { benchApiKey, constantCategory } from './fixtures';

/** The SDK's defaults (`maxRetries`, `timeout` of its ClientOptions) that the baselines copy. */
export const sdkSharedOptions: SharedOptions = { retries: 3, timeoutMs: 30_000 };

/** One `categories.retrieve` through the SDK with its defaults. */
export function sdkCall(target: Target): Call {
  const client = new PetStore({ apiKey: benchApiKey, baseUrl: target.baseUrl, fetch: target.fetch });
  return () => client.categories.retrieve(constantCategory.id);
}
