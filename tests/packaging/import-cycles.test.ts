// Folders are layers: no import cycle between the files of any package's src, nor between its
// folders (a file of one folder importing a file of another, type-only imports included). madge
// builds the import graph; the folders' strongly connected components are Tarjan's.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './workspace';

/** The part of madge's API used here (madge ships no types). */
interface ImportGraph {
  /** Each file's imports, relative to the folder given. */
  obj(): Record<string, string[]>;
  /** Every file cycle, as its files in import order. */
  circular(): string[][];
}
const madge = createRequire(import.meta.url)('madge') as (
  path: string,
  config: { fileExtensions: string[]; tsConfig: string; excludeRegExp: RegExp[] },
) => Promise<ImportGraph>;

const packages = readdirSync(join(root, 'packages'));

const graphs = new Map<string, Promise<ImportGraph>>();

/** A package's import graph, built once for both of its tests. */
function importGraph(pkg: string): Promise<ImportGraph> {
  let graph = graphs.get(pkg);
  if (!graph) {
    graph = madge(join(root, 'packages', pkg, 'src'), {
      fileExtensions: ['ts'],
      tsConfig: join(root, 'tsconfig.base.json'),
      excludeRegExp: [/\.test(-d)?\.ts$/],
    });
    graphs.set(pkg, graph);
  }
  return graph;
}

/** The strongly connected components of more than one folder (Tarjan). */
function folderCycles(files: Record<string, string[]>): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const [file, imports] of Object.entries(files)) {
    const from = dirname(file);
    for (const to of imports.map(dirname)) {
      if (to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)?.add(to);
    }
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const components: string[][] = [];
  const visit = (folder: string) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder) as number);
    stack.push(folder);
    for (const next of edges.get(folder) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(folder, Math.min(low.get(folder) as number, low.get(next) as number));
      } else if (stack.includes(next)) {
        low.set(folder, Math.min(low.get(folder) as number, index.get(next) as number));
      }
    }
    if (low.get(folder) !== index.get(folder)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      component.push(member);
    } while (member !== folder);
    if (component.length > 1) components.push(component.sort());
  };
  for (const folder of edges.keys()) if (!index.has(folder)) visit(folder);
  return components;
}

describe.each(packages)('packages/%s/src', (pkg) => {
  it('has no import cycle between files', async () => {
    expect((await importGraph(pkg)).circular()).toEqual([]);
  });

  it('has no import cycle between folders', async () => {
    expect(folderCycles((await importGraph(pkg)).obj())).toEqual([]);
  });
});
