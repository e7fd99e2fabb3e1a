import * as sdk from '@petstore/sdk';
import { runSmoke, type SmokeConfig } from './smoke';

// Entry of the smoke run in Chromium: bundled with the built SDK, it waits for the test to call it.
(globalThis as { runSmoke?: (config: SmokeConfig) => unknown }).runSmoke = (config: SmokeConfig) =>
  runSmoke(sdk, config);
