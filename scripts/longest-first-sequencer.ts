import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest, as measured (the summary reporter prints the ten slowest at the end
 * of every run): they start first, so that the two workers end together instead of one running a
 * long file alone at the end. Only an order; a file renamed or gone here costs time, not a test.
 */
const startFirst = [
  'tests/docs-commands/commands.test.ts',
  'tests/packaging/docs.test.ts',
  'tests/consumers/consumers.test.ts',
  'tests/fleet/fleet.test.ts',
  'tests/packaging/packages.test.ts',
  'tests/packaging/api-reports.test.ts',
  'packages/conformance/test/conformance.test.ts',
  'examples/browser/test/page.test.ts',
  'examples/react-query/test/page.test.ts',
  'tests/packaging/reference-try-it.test.ts',
  'tests/runtimes/runtime-matrix.test.ts',
  'tests/parallel-suites/parallel-suites.test.ts',
  'tests/properties/bad-input.test.ts',
  'tests/packaging/doc-samples.test.ts',
  'tests/properties/model-based.test.ts',
];

/**
 * Longest first across projects (Vitest's own order runs the projects one after another, each in
 * name order, and on a fresh clone knows no durations): the listed files in their order, then the
 * others by the duration Vitest's cache holds from an earlier run, the larger file first where it
 * holds none. A project's `sequence.groupOrder` still comes first.
 * The files of a project whose files share a worker (`isolate: false`) are queued together, where
 * the first of them falls: Vitest hands a worker on to the next file only when that file is of the
 * same project, and starts a new one otherwise (scripts/shared-worker-guard.ts).
 */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { cache, config } = this.ctx;
    const known = (spec: TestSpecification) => {
      const path = relative(config.root, spec.moduleId);
      const key = `${spec.project.name}:${path}`;
      const rank = startFirst.indexOf(path);
      return {
        rank: rank === -1 ? startFirst.length : rank,
        duration: cache.getFileTestResults(key)?.duration ?? -1,
        size: cache.getFileStats(key)?.size ?? 0,
      };
    };
    const sorted = [...files].sort((a, b) => {
      const order = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (order !== 0) return order;
      const [x, y] = [known(a), known(b)];
      return x.rank - y.rank || y.duration - x.duration || y.size - x.size;
    });
    return sharedWorkersTogether(sorted);
  }
}

/** `sorted` with each non-isolated project's files moved up to the place of its first one. */
function sharedWorkersTogether(sorted: TestSpecification[]): TestSpecification[] {
  const queued = new Set<TestSpecification>();
  const order: TestSpecification[] = [];
  for (const spec of sorted) {
    if (queued.has(spec)) continue;
    const { config } = spec.project;
    const together =
      config.isolate === false
        ? sorted.filter(
            (other) =>
              other.project === spec.project &&
              other.project.config.sequence.groupOrder === config.sequence.groupOrder,
          )
        : [spec];
    for (const member of together) {
      queued.add(member);
      order.push(member);
    }
  }
  return order;
}
