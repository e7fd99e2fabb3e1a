import { unprovoked } from '../../../packages/conformance/src/internal/finish';

/**
 * The documented errors the conformance run does not provoke, each with why (`unprovoked` of
 * packages/conformance/src/internal/finish.ts): one item per reason, its codes together.
 */
export function renderConformanceUnprovoked(): string {
  const byReason = new Map<string, string[]>();
  for (const { code, reason } of unprovoked) byReason.set(reason, [...(byReason.get(reason) ?? []), code]);
  return [...byReason]
    .map(([reason, codes]) => `- ${codes.map((code) => `\`${code}\``).join(', ')}: ${reason}`)
    .join('\n');
}
