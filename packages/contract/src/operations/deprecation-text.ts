import type { Deprecation } from './operation';

/**
 * What every surface says of a deprecated operation (the SDK's and the TanStack Query options'
 * `@deprecated`, an MCP tool's description): since when, when it stops, what the service answers
 * then, and what to use instead, in one wording.
 * @param deprecation - The operation's `deprecated`.
 * @returns The sentences, the dates as days.
 * @example
 * ```ts
 * deprecationText(getPetByIdDocs.deprecated); // 'Since 2026-01-01; sunset 2027-06-30, …'
 * ```
 */
export function deprecationText(deprecation: Pick<Deprecation, 'since' | 'sunset' | 'replacement'>): string {
  const day = (timestamp: string) => timestamp.slice(0, 10);
  return `Since ${day(deprecation.since)}; sunset ${day(deprecation.sunset)}, after which the service answers 410 \`endpoint_sunset\`. ${deprecation.replacement}`;
}
