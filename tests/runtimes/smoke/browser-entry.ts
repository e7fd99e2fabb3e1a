import * as sdk from '@petstore/sdk';
import { runSmoke, type SmokeConfig } from './smoke';

// Entry of the smoke run in the browsers (Chromium, Firefox, WebKit): bundled with the built SDK, it
// waits for the test to call it (`support/smoke-page.ts`).
(globalThis as { runSmoke?: (config: SmokeConfig) => unknown }).runSmoke = (config: SmokeConfig) =>
  runSmoke(sdk, config);
