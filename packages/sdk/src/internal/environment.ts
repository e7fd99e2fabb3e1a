type MaybeProcess = { process?: { env?: Record<string, string | undefined> } };

/** Reads an environment variable where there is an environment (Node, Deno, Bun); `undefined` in browsers. */
export function readEnv(name: string): string | undefined {
  return (globalThis as MaybeProcess).process?.env?.[name]?.trim() || undefined;
}
