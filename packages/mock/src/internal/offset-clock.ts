/**
 * The mock's clock: the `now` option moved by an offset. Setting or advancing it keeps the base
 * clock's pace, so a mock set to 12:00 reads 12:01 a real minute later, and fake timers still
 * drive it; resetting it goes back to the base clock.
 */
export class OffsetClock {
  readonly #base: () => number;
  #offset = 0;

  constructor(base: () => number) {
    this.#base = base;
  }

  /** The time by this clock, in milliseconds since the epoch. */
  readonly now = (): number => this.#base() + this.#offset;

  set(time: number): void {
    this.#offset = time - this.#base();
  }

  reset(): void {
    this.#offset = 0;
  }
}
