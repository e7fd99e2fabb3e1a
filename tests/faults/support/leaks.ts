import { inspect } from 'node:util';

/** Every way a thrown error or a logged value is commonly turned into text. */
export function renderings(value: unknown): string[] {
  const texts = [
    String(value),
    inspect(value, { showHidden: true, depth: Number.POSITIVE_INFINITY, getters: true }),
  ];
  try {
    texts.push(JSON.stringify(value) ?? '');
  } catch (error) {
    texts.push(String(error));
  }
  for (let error = value; error instanceof Error; error = error.cause) {
    texts.push(error.message, error.stack ?? '', JSON.stringify(Object.getOwnPropertyNames(error)));
    texts.push(...Object.values(error).map((field) => inspect(field, { showHidden: true, depth: 10 })));
  }
  return texts;
}

/** A console-like logger that keeps every line, to search for secrets. */
export function capturingLogger() {
  const lines: string[] = [];
  const keep =
    (level: string) =>
    (...args: unknown[]) =>
      lines.push(`${level} ${args.map((arg) => renderings(arg).join(' ')).join(' ')}`);
  return {
    lines,
    logger: { debug: keep('debug'), info: keep('info'), warn: keep('warn'), error: keep('error') },
  };
}
