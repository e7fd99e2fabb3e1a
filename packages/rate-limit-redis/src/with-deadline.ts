/**
 * `promise`, or a rejection after `ms`. The loser never becomes an unhandled rejection, and the
 * timer never keeps the process alive.
 */
export function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  promise.catch(() => {});
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref?.();
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
