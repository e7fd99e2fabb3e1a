import { PetStoreError } from '@petstore/sdk';
import { expect } from 'vitest';

/** How a call ended. */
export type Outcome<T> = { readonly data: T } | { readonly error: unknown };

/** Waits for a call to end, without letting its rejection go unhandled. */
export function outcomeOf<T>(promise: PromiseLike<T>): Promise<Outcome<T>> {
  return Promise.resolve(promise).then(
    (data) => ({ data }),
    (error: unknown) => ({ error }),
  );
}

/** Asserts the call ended in a typed error of the SDK (of `type` when given) and returns it. */
export function typedError<E extends PetStoreError = PetStoreError>(
  outcome: Outcome<unknown>,
  type?: abstract new (...args: never[]) => E,
): E {
  expect(outcome, 'the call succeeded').toHaveProperty('error');
  const { error } = outcome as { error: unknown };
  expect(error).toBeInstanceOf(type ?? PetStoreError);
  return error as E;
}

/** Asserts the call ended in data or in a typed error of the SDK, nothing else. */
export function dataOrTypedError(outcome: Outcome<unknown>): void {
  if ('error' in outcome) expect(outcome.error).toBeInstanceOf(PetStoreError);
}
