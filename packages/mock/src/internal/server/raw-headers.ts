import { rawHeader } from './serve';

// Hop-by-hop fields (RFC 9110, section 7.6.1, and `Trailer`, since trailers are not passed on):
// they describe one connection, so a proxy never forwards them.
const hopByHop = [
  'connection',
  'proxy-connection',
  'keep-alive',
  'te',
  'transfer-encoding',
  'upgrade',
  'trailer',
];

/**
 * A raw header list as a proxy passes it on: without the hop-by-hop fields, those the `Connection`
 * field names included, and without the `replaced` ones (lower case), which the proxy writes itself.
 * Every other field keeps its case, its order and its repetitions.
 */
export function endToEnd(raw: readonly string[], replaced: readonly string[] = []): string[] {
  const named = (rawHeader(raw, 'connection') ?? '').split(',').map((token) => token.trim().toLowerCase());
  const dropped = new Set([...hopByHop, ...named, ...replaced]);
  const kept: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (!dropped.has((raw[i] as string).toLowerCase())) kept.push(raw[i] as string, raw[i + 1] as string);
  }
  return kept;
}
