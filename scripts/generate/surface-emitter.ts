/**
 * What every generator of the operation surface writes alike, from the one model of it
 * (packages/sdk/scripts/surface.ts): the SDK's functions and resources
 * (packages/sdk/scripts/generate-surface.ts) and the TanStack Query options
 * (packages/tanstack-query/scripts/generate-queries.ts) take their parameter lists, example
 * arguments, deprecation and stability texts, headers, barrels and formatting from here, so that
 * the two cannot word one thing two ways.
 */
import { join } from 'node:path';
import { deprecationText } from '../../packages/contract/src/operations/deprecation-text';
import type { SdkOperation } from '../../packages/sdk/scripts/surface';
import { formatted, type GeneratedFiles } from './generated-files';

export const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
export const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
/** The text with a full stop, unless it ends a sentence already. */
export const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * The first line of every generated file: where a type error in it is fixed (the generator, or
 * the operation modules it was written from), never in the file.
 */
export function generatedHeader(generator: string, modules: string): string {
  return `// Written by \`pnpm generate\` (${generator}) from the operation modules of ${modules}; do not edit.\n// A type error here is fixed in the generator or in an operation's module, never in this file.\n`;
}

/** The inputs of an operation after the client, in the order they are passed. */
export type InputPart = 'path' | 'query' | 'body' | 'headers';

/** Every input, in the order of the SDK's functions. */
export const everyInput: readonly InputPart[] = ['path', 'query', 'body', 'headers'];

/** Each input of `parts` the operation takes, by name, with what it renders for it. */
function eachInput(
  call: SdkOperation,
  parts: readonly InputPart[],
  render: (name: string, type: string, optional: boolean, example: string) => string,
): string[] {
  return parts.flatMap((part) => {
    if (part === 'path')
      return call.pathParams.map((param) => render(param.name, param.type, false, String(param.example)));
    const input = call[part];
    return input ? [render(part, input.type, input.optional, input.example)] : [];
  });
}

/** The parameters of `parts`, as declared: `petId: number`, `query?: PetListParams`. */
export function parameterList(call: SdkOperation, parts: readonly InputPart[] = everyInput): string[] {
  return eachInput(call, parts, (name, type, optional) => `${name}${optional ? '?' : ''}: ${type}`);
}

/** The arguments of `parts`, as passed on: `petId`, `query`; `variables.petId` with a prefix. */
export function argumentList(
  call: SdkOperation,
  parts: readonly InputPart[] = everyInput,
  prefix = '',
): string[] {
  return eachInput(call, parts, (name) => `${prefix}${name}`);
}

/** The arguments of the example calls, as TypeScript: the fields' documented examples. */
export function exampleArguments(call: SdkOperation, parts: readonly InputPart[] = everyInput): string[] {
  return eachInput(call, parts, (_name, _type, _optional, example) => example);
}

/** The example's inputs by name, as an object: what a mutation's variables hold. */
export function exampleObject(call: SdkOperation): string {
  return `{ ${eachInput(call, everyInput, (name, _type, _optional, example) => `${name}: ${example}`).join(', ')} }`;
}

/**
 * The `@deprecated` tag of a deprecated operation: the contract's one wording
 * ({@link deprecationText}, an MCP tool's too), then what a client of the SDK sees.
 */
export function deprecationTag(call: SdkOperation): string[] {
  const { deprecated } = call.operation;
  if (!deprecated) return [];
  return [
    `@deprecated ${deprecationText(deprecated)} The SDK throws that answer as \`GoneError\`, and reports the first call once (\`logger.warn\`, \`onDeprecation\`).`,
  ];
}

/** The sentence and the tag of an operation marked `beta` or `experimental`. */
export function stability(call: SdkOperation): { summary: string[]; tags: string[] } {
  const marker = call.operation.stability;
  return marker
    ? { summary: [`${pascal(marker)}: it may change in a minor release.`], tags: [`@${marker}`] }
    : { summary: [], tags: [] };
}

/** A barrel: `export *` of each module, in order. */
export function barrel(header: string, modules: readonly string[]): string {
  return `${header}${modules.map((module) => `export * from './${module}';`).join('\n')}\n`;
}

/**
 * The files of a generator, by absolute path in `into`, formatted as `pnpm lint` wants them at
 * their place in `formatAs` (the package's own sources, whose Biome settings apply even when a
 * test writes them elsewhere).
 */
export function formattedFiles(
  files: ReadonlyMap<string, string>,
  into: string,
  formatAs: string,
): GeneratedFiles {
  return new Map(
    [...files].map(([file, text]): [string, string] => [
      join(into, file),
      formatted(join(formatAs, file), text),
    ]),
  );
}
