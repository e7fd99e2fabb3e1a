import { gzipSync } from 'node:zlib';

/** The parts of a source map this module reads. */
export interface SourceMap {
  readonly sources: readonly string[];
  readonly mappings: string;
}

/** What a part of a bundle costs, in bytes. */
export interface PartCost {
  /** Its minified code: the bytes of the output mapped to its sources. */
  readonly minified: number;
  /**
   * What the gzipped bundle shrinks by when its code is taken out of the output: its share of the
   * compressed bytes, the context of the rest of the bundle kept. The parts' shares need not add
   * up to the whole, but each says what that code costs an app.
   */
  readonly gzip: number;
}

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The fields of one segment of a source map's `mappings` (Base64 VLQ), each relative as written. */
function decodeSegment(segment: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = base64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return fields;
}

/**
 * Which source each character of `code` comes from (an index into `map.sources`, or -1 where no
 * source is mapped): each mapped segment owns the output up to the next segment of its line.
 */
function sourceOfEachCharacter(code: string, map: SourceMap): Int32Array {
  const owner = new Int32Array(code.length).fill(-1);
  const lineStarts = [0];
  for (let index = code.indexOf('\n'); index !== -1; index = code.indexOf('\n', index + 1))
    lineStarts.push(index + 1);
  let source = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const start = lineStarts[lineIndex] ?? code.length;
    const end = (lineStarts[lineIndex + 1] ?? code.length + 1) - 1;
    let column = 0;
    const spans: [number, number][] = [];
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const [columnStep = 0, sourceStep] = decodeSegment(segment);
      column += columnStep;
      if (sourceStep !== undefined) source += sourceStep;
      spans.push([column, sourceStep === undefined ? -1 : source]);
    }
    spans.forEach(([from, of], index) => {
      owner.fill(
        of,
        Math.min(start + from, end),
        Math.min(start + (spans[index + 1]?.[0] ?? end - start), end),
      );
    });
  });
  return owner;
}

/**
 * The cost of each part of a bundle: `partOf` names the part a source belongs to (`undefined`:
 * none measured). Measured on the output itself, so a part's code is exactly what the bundler kept
 * of its sources after tree-shaking and minifying.
 */
export function gzipByPart(
  code: string,
  map: SourceMap,
  partOf: (source: string) => string | undefined,
): Map<string, PartCost> {
  const owner = sourceOfEachCharacter(code, map);
  const parts = map.sources.map(partOf);
  const full = gzipSync(code, { level: 9 }).byteLength;
  const costs = new Map<string, PartCost>();
  for (const name of new Set(parts.filter((part) => part !== undefined))) {
    const inPart = (index: number) => parts[owner[index] ?? -1] === name;
    const kept: string[] = [];
    let minified = 0;
    let from = 0;
    for (let index = 1; index <= code.length; index++) {
      if (index < code.length && inPart(index) === inPart(from)) continue;
      const run = code.slice(from, index);
      if (inPart(from)) minified += Buffer.byteLength(run);
      else kept.push(run);
      from = index;
    }
    costs.set(name, { minified, gzip: full - gzipSync(kept.join(''), { level: 9 }).byteLength });
  }
  return costs;
}
