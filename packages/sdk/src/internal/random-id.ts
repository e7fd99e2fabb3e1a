/**
 * A random UUID v4. `crypto.randomUUID` exists only in secure contexts, so pages served over plain
 * HTTP fall back to `getRandomValues`, which exists everywhere fetch does.
 */
export function randomId(): string {
  const { crypto } = globalThis;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(31));
  let index = 0;
  // In the template, `x` is a random hex digit and `y` one of 8, 9, a, b (the RFC 9562 variant).
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (digit) =>
    ((digit === 'x' ? 0 : 8) | ((bytes[index++] as number) & (digit === 'x' ? 15 : 3))).toString(16),
  );
}
