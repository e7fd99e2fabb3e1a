/**
 * Calls `owner[name](...args)`, a method of code a user plugged in (a hook, a logger method, a
 * callback option), so that nothing it does reaches the caller: a getter that throws, a value that
 * is not a function, a throw, and a returned promise or thenable (of this realm or another, an
 * `APIPromise` too) that rejects or whose `then` throws all go to `report`. An absent method
 * (`undefined` or `null`) is skipped. Nothing waits for what the method returns, so one that never
 * settles holds nothing up. `report` must not throw.
 */
export function callUserCode(
  owner: object,
  name: PropertyKey,
  args: readonly unknown[],
  report: (error: unknown) => void,
): void {
  try {
    const method: unknown = (owner as Record<PropertyKey, unknown>)[name];
    if (method === undefined || method === null) return;
    if (typeof method !== 'function') throw new TypeError(`${String(name)} is not a function`);
    const result: unknown = Reflect.apply(method, owner, args);
    // Promise.resolve reads `then` once and calls it later: a `then` that throws, or a getter for
    // it that does, rejects the promise instead of throwing here.
    // An object or a function (of any realm) may be a thenable: the same test as
    // `typeof result === 'object' || typeof result === 'function'` without null, in fewer bytes.
    if (Object(result) === result) Promise.resolve(result).then(undefined, report);
  } catch (error) {
    report(error);
  }
}
