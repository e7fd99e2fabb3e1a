import { redactionMask } from '@petstore/contract/internal';
import type { HookEvent, PetStoreHooks } from '../api/hooks';
import { apiKeyHeader } from './header-problems';
import { redactHeaders } from './read-answer';
import { callUserCode, type Log } from './transport';

/** What `onRequest` is told of an attempt: a prepared call has these (internal/prepare-call.ts). */
interface AttemptRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
}

type HookName = keyof PetStoreHooks;
type Mutable<T> = { -readonly [Key in keyof T]: T[Key] };
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

  /**
   * Runs `name` of every hook that has it, with the call's operation id and the hook's context.
   * @param event - A new object, made for this emit: the last hook gets it, each other hook a copy
   *   made before any hook runs, so that none sees what another changed. Adding the two fields to
   *   it instead of spreading it into a new object spares the usual call (one hook) a clone that V8
   *   makes through its runtime (docs/design/0023-sdk-internals.md, "Size and speed").
   */
  emit<Name extends HookName>(name: Name, event: Omit<EventOf<Name>, keyof HookEvent>): void {
    const report = (error: unknown) => this.#log.error(`hook ${name} threw; the call goes on`, error);
    const hooks = this.#hooks;
    const last = hooks.length - 1;
    // A loop rather than forEach: no closure made per emit.
    for (let index = 0; index <= last; index++) {
      const own: Partial<Mutable<HookEvent>> = index < last ? { ...event } : event;
      own.operationId = this.#operationId;
      own.context = this.#contexts[index];
      callUserCode(hooks[index] as PetStoreHooks, name, [own], report);
    }
  }

  /**
   * Counts an attempt and runs `onRequest` on a copy of its headers with the key masked.
   * @param request - The call's method, URL and headers (names in lower case).
   * @returns The headers to send: those the hooks set or changed, and every header of the call
   *   they removed or changed the key of as the call has it.
   */
  request({ method, url, headers }: AttemptRequest): Headers {
    // Appended one by one, faster than `new Headers(record)`; the key as `redact` writes it,
    // without searching the key for itself on every attempt.
    const view = new Headers();
    for (const name in headers)
      view.append(name, name === apiKeyHeader ? redactionMask : (headers[name] as string));
    this.attempts++;
    this.emit('onRequest', { attempt: this.attempts, method: method.toUpperCase(), url, headers: view });
    // A copy, not the view: a hook may keep the view, which must never hold the key. Copying a
    // `Headers` is quicker than iterating one to read what the hooks added.
    const sent = new Headers(view);
    for (const name in headers)
      if (name === apiKeyHeader || !sent.has(name)) sent.set(name, headers[name] as string);
    return sent;
  }

  /** Runs `onResponse` for an answer, its headers copied with `secret` masked only if a hook reads them. */
  response(response: Response, secret: string): void {
    let seen: Headers | undefined;
    this.emit('onResponse', {
      attempt: this.attempts,
      status: response.status,
      // Copied when a hook first reads them: the tracing hook never does.
      get headers() {
        seen ??= redactHeaders(response.headers, secret);
        return seen;
      },
    });
  }
}
