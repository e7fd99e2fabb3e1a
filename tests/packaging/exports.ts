/** The workspace-only condition that resolves to TypeScript sources; consumers never set it. */
export const sourceCondition = '@petstore/source';

/** One subpath of a package's `exports`. */
export interface ExportEntry {
  subpath: string;
  value: unknown;
}

/** The subpaths of an `exports` map. */
export function exportEntries(exports: Record<string, unknown> | undefined): ExportEntry[] {
  return Object.entries(exports ?? {}).map(([subpath, value]) => ({ subpath, value }));
}

/** Every file an export entry can resolve to, except through the workspace-only source condition. */
export function exportTargets(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([condition, inner]) =>
    condition === sourceCondition ? [] : exportTargets(inner),
  );
}

/** Whether an export entry is closed to Node on purpose (`"node": null`, as msw's `./browser`). */
export function closedToNode(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as Record<string, unknown>).node === null;
}

/** Whether an export entry is code (conditions), as opposed to a file such as `./package.json`. */
export function isCodeEntry(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
