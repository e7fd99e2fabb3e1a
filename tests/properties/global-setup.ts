import { clearCaseCounts, readCaseCounts } from './support/case-count';

export async function setup(): Promise<void> {
  await clearCaseCounts();
}

/** Prints how many generated cases the properties ran, so a run shows how much it covered. */
export async function teardown(): Promise<void> {
  const counts = await readCaseCounts();
  const total = counts.reduce((sum, { cases }) => sum + cases, 0);
  const lines = counts.map(({ label, cases }) => `  ${String(cases).padStart(6)}  ${label}`).sort();
  console.log(
    `\n[properties] ${total} generated cases in ${counts.length} properties\n${lines.join('\n')}\n`,
  );
}
