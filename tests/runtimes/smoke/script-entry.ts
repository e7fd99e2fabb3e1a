import process from 'node:process';
import { runSmoke, type SmokeConfig } from './smoke';

// Entry of the smoke run in Node, Bun and Deno: `<runtime> smoke.mjs <sdk module URL> <config JSON>`.
// The SDK is imported from the URL given, the built `packages/sdk/dist`, as a user would load it.
const [sdkUrl, configJson] = process.argv.slice(2);
try {
  const sdk = await import(sdkUrl as string);
  const report = await runSmoke(sdk, JSON.parse(configJson as string) as SmokeConfig);
  console.log(`SMOKE-REPORT ${JSON.stringify(report)}`);
} catch (error) {
  console.error('SMOKE-FAILED', error);
  process.exitCode = 1;
}
