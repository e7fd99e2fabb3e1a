/**
 * `packages/sdk/api.md`: the index of the SDK's surface in the manner of openai-node's, resource →
 * method → route → types, every operation of the contract listed (those the SDK does not send
 * too). Written by `pnpm generate` from the same model as the source (surface.ts).
 */
import { parameterList } from '../../../scripts/generate/surface-emitter';
import {
  byMethod,
  notSent,
  repositoryContract,
  resourceDescription,
  type SdkOperation,
  type SurfaceContract,
  sdkOperations,
} from './surface';

const code = (text: string) => `\`${text.replaceAll('|', '\\|')}\``;

const signature = (call: SdkOperation) => parameterList(call).join(', ');

function notes(call: SdkOperation): string {
  const { deprecated, stability } = call.operation;
  return [
    ...(deprecated ? [`deprecated, sunset ${deprecated.sunset.slice(0, 10)}`] : []),
    ...(stability ? [stability] : []),
    ...(call.paginated ? ['paginated'] : []),
  ].join('; ');
}

function section(resource: readonly string[], calls: readonly SdkOperation[]): string {
  const types = [
    ...new Set(
      calls.flatMap((call) => [
        ...(call.returns === 'void' ? [] : [call.returns]),
        ...(call.body ? [call.body.type] : []),
        ...(call.query ? [call.query.type] : []),
        ...(call.headers ? [call.headers.type] : []),
      ]),
    ),
  ];
  const rows = calls.map((call) => {
    const returns = `${call.paginated ? 'PagePromise' : 'APIPromise'}<${call.returns}>`;
    return `| ${code(`${call.method}(${signature(call)})`)} | ${code(call.functionName)} | ${code(
      `${call.operation.method.toUpperCase()} ${call.operation.path}`,
    )} | ${code(returns)} | ${notes(call)} |`;
  });
  return [
    `## ${code(`client.${resource.join('.')}`)}`,
    '',
    resourceDescription(resource, []),
    '',
    `Types: ${types.map(code).join(', ')}`,
    '',
    '| method | function | route | returns | notes |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** The text of `api.md`. */
export function renderApiMd(contract: SurfaceContract = repositoryContract()): string {
  const calls = sdkOperations(contract);
  const resources = [...new Set(calls.map((call) => call.resource.join('.')))];
  const others = notSent(contract).map(
    (operation) =>
      `| ${code(operation.operationId)} | ${code(`${operation.method.toUpperCase()} ${operation.path}`)} | ${operation.summary} |`,
  );
  return `${[
    '# `@petstore/sdk`: every operation',
    '',
    '<!-- Written by `pnpm generate` from the contract (packages/sdk/scripts/api-md.ts); do not edit. -->',
    '',
    'Each operation of the Pet Store API is a method of a resource of `PetStore` and a function of',
    '`@petstore/sdk/functions` named by its operation id, which takes the client (a `PetStoreCore`)',
    'first. Both take the path parameters in the order of the path, then the query or the body, then',
    'the per-call options (`RequestOptions`). The types are those of `@petstore/contract`, which both',
    "entry points of the SDK export; the API reference lists each type's fields with their",
    'descriptions.',
    '',
    ...resources.flatMap((key) => [
      section(key.split('.'), calls.filter((call) => call.resource.join('.') === key).sort(byMethod)),
      '',
    ]),
    '## Not sent by the SDK',
    '',
    'The OpenAPI document needs no client: `@petstore/contract` ships it (`@petstore/contract/openapi.json`,',
    '`buildOpenApiDocument()`), and the mock serves it.',
    '',
    '| operation | route | what it does |',
    '|---|---|---|',
    ...others,
  ].join('\n')}\n`;
}
