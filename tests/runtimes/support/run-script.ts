import { execFile } from 'node:child_process';
import type { SmokeReport } from '../smoke/smoke';

const marker = 'SMOKE-REPORT ';

/**
 * Runs a runtime on the smoke script and returns its report; throws with everything the runtime
 * printed when it fails, times out, or prints no report.
 */
export function runScript(binary: string, args: readonly string[], cwd: string): Promise<SmokeReport> {
  return new Promise((resolve, reject) => {
    execFile(binary, args, { cwd, timeout: 90_000, maxBuffer: 8 * 1024 * 1024 }, (error, stdout, stderr) => {
      const line = stdout.split('\n').find((text) => text.startsWith(marker));
      if (error || !line) {
        reject(
          new Error(
            `${binary} ${args.join(' ')} failed (${error?.message ?? 'no report'}):\n${stdout}\n${stderr}`,
          ),
        );
        return;
      }
      resolve(JSON.parse(line.slice(marker.length)) as SmokeReport);
    });
  });
}
