// Reads a V8 CPU profile (`node --cpu-prof`) into shares of self time: where a process spent its
// samples, by frame and by area, for the notes of a benchmark.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
}

/** A share of the profiled time. */
export interface Share {
  readonly name: string;
  /** Fraction of all samples, 0–1. */
  readonly share: number;
}

/** Self time of a profile, by area (`areaOf` names it) and by frame, largest first. */
export interface SelfTime {
  readonly areas: readonly Share[];
  readonly frames: readonly Share[];
}

function frameName({ functionName, url, lineNumber }: ProfileNode['callFrame']): string {
  const file = url.split('/').slice(-2).join('/');
  return `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}` : ''}`;
}

function ranked(counts: Map<string, number>, total: number): Share[] {
  return [...counts]
    .map(([name, count]) => ({ name, share: count / total }))
    .sort((a, b) => b.share - a.share);
}

/** Reads the one `.cpuprofile` file `node --cpu-prof --cpu-prof-dir=<dir>` wrote. */
export async function readSelfTime(
  dir: string,
  areaOf: (frame: ProfileNode['callFrame']) => string,
): Promise<SelfTime> {
  const file = (await readdir(dir)).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no .cpuprofile in ${dir}`);
  const profile = JSON.parse(await readFile(join(dir, file), 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const areas = new Map<string, number>();
  const frames = new Map<string, number>();
  for (const id of profile.samples) {
    const frame = byId.get(id);
    if (!frame) continue;
    const area = areaOf(frame);
    areas.set(area, (areas.get(area) ?? 0) + 1);
    const name = frameName(frame);
    frames.set(name, (frames.get(name) ?? 0) + 1);
  }
  return { areas: ranked(areas, profile.samples.length), frames: ranked(frames, profile.samples.length) };
}
