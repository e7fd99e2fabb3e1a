import { PetStoreMockError } from '../../api/mock-error';
import type { MockConfig, ServerConfig } from '../config/mock-config';
import { worldConfig } from '../config/world-config';
import { type ControlHandler, RefusedControl, worldHeader, worldsPath } from '../control/control-routes';
import type { WorldDescription } from '../control/control-schemas';
import type { NormalisedFixture } from '../database/normalise-fixture';
import type { RequestHandler } from '../pipeline/handle-request';
import { createMockCore, initialDataset, type MockCore } from '../pipeline/mock-core';
import type { Refusal } from '../pipeline/respond';
import { newWorldId } from './world-target';

/** One world: a mock of its own, and when a request last named it (server time). */
interface World {
  readonly id: string;
  readonly core: MockCore;
  readonly control: ControlHandler | undefined;
  lastUsed: number;
}

/** A world a request may use: its request handler and its control API (when the server has one). */
export interface FoundWorld {
  readonly handle: RequestHandler;
  readonly control: ControlHandler | undefined;
}

/** A world's own dataset; a bad fixture's problems at their paths under `fixture`, as given. */
function worldDataset(config: MockConfig): NormalisedFixture {
  try {
    return initialDataset(config);
  } catch (error) {
    if (!(error instanceof PetStoreMockError)) throw error;
    const details = error.details.map((detail) => ({
      ...detail,
      path: detail.path ? `fixture.${detail.path}` : 'fixture',
    }));
    throw new PetStoreMockError(`Invalid world options: fixture: ${error.message}`, { details });
  }
}

// How many ids of gone worlds are remembered, to say "removed" or "expired" rather than "unknown".
const rememberedGone = 1_000;

/**
 * The worlds of one standalone server besides its default one: each a whole mock of its own
 * (dataset, clock, faults, journal, rate-limit counters and bans, idempotency keys), found by id in
 * a map, so a request costs a lookup whichever world it names. Idle worlds are dropped on the
 * server's clock (the `now` option), at the next lookup or sweep; the number held is capped.
 */
export class WorldRegistry {
  readonly #config: ServerConfig;
  readonly #origin: string;
  readonly #now: () => number;
  readonly #controlOf: (core: MockCore) => ControlHandler | undefined;
  readonly #worlds = new Map<string, World>();
  readonly #gone = new Map<string, string>();
  // The server's own dataset, which every world that sets neither seed nor fixture starts from.
  readonly #serverDataset: NormalisedFixture;
  readonly #timer: ReturnType<typeof setInterval>;

  /**
   * @param controlOf the control API of a world's mock, or `undefined` when the server has none.
   */
  constructor(
    config: ServerConfig,
    origin: string,
    serverDataset: NormalisedFixture,
    controlOf: (core: MockCore) => ControlHandler | undefined,
  ) {
    this.#config = config;
    this.#origin = origin;
    this.#now = config.mock.now ?? Date.now;
    this.#serverDataset = serverDataset;
    this.#controlOf = controlOf;
    // Forgotten worlds go even when no request comes to find them; the sweep reads the server's clock.
    this.#timer = setInterval(() => this.sweep(), Math.min(config.worldIdleMs, 60_000));
    this.#timer.unref();
  }

  #describe(world: World): WorldDescription {
    const { worldIdleMs } = this.#config;
    return {
      id: world.id,
      baseUrl: `${this.#origin}${worldsPath}/${world.id}`,
      header: { name: worldHeader, value: world.id },
      idleSeconds: worldIdleMs / 1000,
      expiresAt: new Date(world.lastUsed + worldIdleMs).toISOString(),
    };
  }

  #forget(id: string, why: string): void {
    this.#worlds.delete(id);
    this.#gone.set(id, why);
    if (this.#gone.size > rememberedGone) this.#gone.delete(this.#gone.keys().next().value as string);
  }

  /** Whether the world has been idle too long; if so it is dropped. */
  #expired(world: World, now: number): boolean {
    if (now - world.lastUsed < this.#config.worldIdleMs) return false;
    this.#forget(world.id, `expired after ${this.#config.worldIdleMs / 1000} s without a request`);
    return true;
  }

  /** Drops every world idle past its time. */
  sweep(): void {
    const now = this.#now();
    for (const world of this.#worlds.values()) this.#expired(world, now);
  }

  /**
   * A new world from `options` (the {@link WorldOptions} of a JSON body).
   * @throws {PetStoreMockError} when an option is bad.
   * @throws {RefusedControl} 409 `world_limit_reached` when the server holds `maxWorlds` worlds.
   */
  create(options: unknown): WorldDescription {
    this.sweep();
    const { maxWorlds } = this.#config;
    if (this.#worlds.size >= maxWorlds)
      throw new RefusedControl({
        code: 'world_limit_reached',
        message:
          maxWorlds === 0
            ? 'This server has worlds off (maxWorlds: 0)'
            : `This server holds ${maxWorlds} worlds, its maxWorlds; remove one (DELETE /__admin/worlds/{id}) or let one expire first`,
      });
    const now = this.#now();
    const config = worldConfig(this.#config.mock, options, now);
    const id = newWorldId();
    const sameData = config.seed === this.#config.mock.seed && config.fixture === this.#config.mock.fixture;
    const dataset = sameData ? this.#serverDataset : worldDataset(config);
    const core = createMockCore(config, `${this.#origin}${worldsPath}/${id}`, dataset);
    const world: World = { id, core, control: this.#controlOf(core), lastUsed: now };
    this.#worlds.set(id, world);
    return this.#describe(world);
  }

  /** Every world held, oldest first. */
  list(): WorldDescription[] {
    this.sweep();
    return [...this.#worlds.values()].map((world) => this.#describe(world));
  }

  /**
   * Drops a world; requests already inside it finish there.
   * @throws {RefusedControl} 404 `unknown_world` when the server has no such world.
   */
  remove(id: string): void {
    const found = this.find(id, false);
    if ('code' in found) throw new RefusedControl(found);
    this.#forget(id, 'removed (DELETE /__admin/worlds/{id})');
  }

  /**
   * The world `id` names, its idle time restarted; or the refusal of an id the server does not hold.
   * @param touch whether the lookup counts as a request of the world.
   */
  find(id: string, touch = true): FoundWorld | Refusal {
    const world = this.#worlds.get(id);
    const now = this.#now();
    if (world && !this.#expired(world, now)) {
      if (touch) world.lastUsed = now;
      return { handle: world.core.handle, control: world.control };
    }
    const gone = this.#gone.get(id);
    return {
      code: 'unknown_world',
      message: gone
        ? `World ${id} was ${gone}; create another with POST /__admin/worlds`
        : `This server has no world ${id}; create one with POST /__admin/worlds`,
    };
  }

  /** Stops the sweep. */
  close(): void {
    clearInterval(this.#timer);
  }
}
