import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every `*.bench.ts` in `bench/` and in `packages/<name>/bench/`, as paths relative to `root`, sorted. */
export async function findBenchFiles(root: string): Promise<string[]> {
  const directories = ['bench'];
  for (const entry of await readdir(path.join(root, 'packages'), { withFileTypes: true })) {
    if (entry.isDirectory()) directories.push(path.join('packages', entry.name, 'bench'));
  }
  const files: string[] = [];
  for (const directory of directories) {
    const names = await readdir(path.join(root, directory)).catch(() => [] as string[]);
    for (const name of names) if (name.endsWith('.bench.ts')) files.push(path.join(directory, name));
  }
  return files.sort();
}
