import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest, as measured (the summary reporter prints the ten slowest at the end
 * of every run): they start first, so that the two workers end together instead of one running a
 * long file alone at the end. Only an order; a file renamed or gone here costs time, not a test.
 */
const startFirst = [
  'tests/docs-commands/commands.test.ts',
  'packages/mcp/test/mcp.test.ts',
  'tests/consumers/consumers.test.ts',
  'packages/mock/test/standalone.test.ts',
  'tests/properties/bad-input.test.ts',
  'tests/packaging/reference-try-it.test.ts',
  'tests/packaging/packages.test.ts',
  'packages/mcp/test/inspector.test.ts',
  'packages/mcp/test/cancel.test.ts',
  'tests/packaging/docs.test.ts',
  'tests/runtimes/runtime-matrix.test.ts',
];

/**
 * Longest first across projects (Vitest's own order runs the projects one after another, each in
 * name order, and on a fresh clone knows no durations): the listed files in their order, then the
 * others by the duration Vitest's cache holds from an earlier run, the larger file first where it
 * holds none. `sequence.groupOrder` still comes first: tests/fleet runs alone, after the others.
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
    return [...files].sort((a, b) => {
      const order = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (order !== 0) return order;
      const [x, y] = [known(a), known(b)];
      return x.rank - y.rank || y.duration - x.duration || y.size - x.size;
    });
  }
}
