// Which source files a reader follows for one request: the scripts that count them
// (packages/mock/scripts/files-per-request.ts, packages/sdk/scripts/files-per-call.ts) take V8's
// precise coverage around the request with this.
import { Session } from 'node:inspector/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Starts V8's precise coverage of this process.
 * @param folders - The folders whose files are counted.
 * @param base - What the file names are given relative to.
 * @returns A function that lists, sorted, the counted files whose functions ran since it was last
 *   called (taking coverage resets the counts), and one that ends the coverage.
 */
export async function watchFilesRun(
  folders: readonly string[],
  base: string,
): Promise<{ filesRun: () => Promise<string[]>; stop: () => void }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
  const filesRun = async () => {
    const { result } = await session.post('Profiler.takePreciseCoverage');
    return result
      .filter((script) => script.url.startsWith('file://'))
      .filter((script) => folders.some((folder) => fileURLToPath(script.url).startsWith(folder)))
      .filter((script) => script.functions.some((fn) => fn.ranges.some((range) => range.count > 0)))
      .map((script) => relative(base, fileURLToPath(script.url)))
      .sort();
  };
  return { filesRun, stop: () => session.disconnect() };
}
