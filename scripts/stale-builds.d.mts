/** Why the build of the package in `dir` is stale, or undefined when it is not. */
export function staleBuild(dir: string, options?: { manifest?: boolean }): string | undefined;

/** The stale builds among `names` (and, with `dependencies`, what they depend on), each with why. */
export function staleBuilds(
  names: readonly string[],
  options?: { dependencies?: boolean },
): { name: string; reason: string }[];

/** Throws, naming each stale build and the command that builds them, when one is stale. */
export function refuseStaleBuilds(names: readonly string[]): void;
