import type { Logger } from '@petstore/sdk';

/** Prints the walkthrough as a readable transcript: numbered sections, steps, and the SDK's own log. */
export class Transcript {
  readonly #print: (line: string) => void;
  #section = 0;

  /** @param print - Where each line goes (`console.log` when run as `pnpm demo`). */
  constructor(print: (line: string) => void) {
    this.#print = print;
  }

  /** The title of the transcript. */
  title(text: string): void {
    this.#print(text);
    this.#print('='.repeat(text.length));
  }

  /** Starts the next numbered section. */
  section(text: string): void {
    this.#section++;
    this.#print('');
    this.#print(`${this.#section}. ${text}`);
  }

  /** One thing the walkthrough did, and what came back. */
  step(text: string): void {
    this.#print(`   ▸ ${text}`);
  }

  /** A detail under the last step. */
  detail(text: string): void {
    this.#print(`       ${text}`);
  }

  /** A logger for the SDK that writes its lines (already prefixed `[petstore]`) into the transcript. */
  logger(): Logger {
    const write =
      (mark: string) =>
      (...args: unknown[]) =>
        this.#print(`     ${mark} ${args.map(String).join(' ')}`);
    return { debug: write('·'), info: write('ℹ'), warn: write('⚠'), error: write('✖') };
  }
}
