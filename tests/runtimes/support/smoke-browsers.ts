import type { SmokeConfig, SmokeReport } from '../smoke/smoke';

/** A browser started once for the runtime matrix, which runs the smoke page on demand. */
export interface SmokeBrowser {
  /** Runs the smoke page at `pageUrl` in a fresh tab and returns its report. */
  run(pageUrl: string, config: SmokeConfig): Promise<SmokeReport>;
  /** Stops the browser and every process started for it. */
  close(): Promise<void>;
}
