import type { HookEvent, PetStoreHooks } from '../api/hooks';
import { callUserCode } from './call-user-code';
import type { Log } from './log';

type HookName = keyof PetStoreHooks;
type EventOf<Name extends HookName> = Parameters<NonNullable<PetStoreHooks[Name]>>[0];

/**
 * The hooks of one call: each hook object gets its own context for the call, and whatever a hook
 * does (throw, reject, return a thenable that throws, a getter that throws) is reported through
 * the logger, never to the call. Built only when the client has hooks, so a client without them
 * pays nothing.
 */
export class CallHooks {
  readonly #hooks: readonly PetStoreHooks[];
  readonly #contexts: HookEvent['context'][];
  readonly #operationId: string;
  readonly #log: Log;
  /** Attempts sent so far. */
  attempts = 0;

  constructor(hooks: readonly PetStoreHooks[], operationId: string, log: Log) {
    this.#hooks = hooks;
    this.#contexts = hooks.map(() => ({}));
    this.#operationId = operationId;
    this.#log = log;
  }

  /** Runs `name` of every hook that has it, with the call's operation id and the hook's context. */
  emit<Name extends HookName>(name: Name, event: Omit<EventOf<Name>, keyof HookEvent>): void {
    const report = (error: unknown) => this.#log.error(`hook ${name} threw; the call goes on`, error);
    this.#hooks.forEach((hook, index) => {
      const context = this.#contexts[index] as HookEvent['context'];
      callUserCode(hook, name, [{ ...event, operationId: this.#operationId, context }], report);
    });
  }
}
