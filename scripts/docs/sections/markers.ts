import { operationList } from '../../../packages/contract/src/index';
import { byMethod, type SdkOperation, sdkOperations } from '../../../packages/sdk/scripts/surface';

type Operation = (typeof operationList)[number];

/** `a`, `a and b`, `a, b and c`. */
const series = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** What each marked operation is called: its operation id, or with `sdk` its SDK method. */
function namer(sdk: boolean): (operation: Operation) => string {
  const methods = new Map<string, SdkOperation>(
    sdkOperations().map((call) => [call.operation.operationId, call]),
  );
  return (operation) => {
    const call = methods.get(operation.operationId);
    return sdk && call
      ? `\`client.${[...call.resource, call.method].join('.')}\``
      : `\`${operation.operationId}\``;
  };
}

/** The operations with a marker, by `pick`, as a series of their names. */
function marked(name: (operation: Operation) => string, pick: (operation: Operation) => boolean) {
  return series(operationList.filter(pick).map(name));
}

/**
 * The contract's markers of its operations as a sentence: deprecated (with the sunset),
 * experimental, beta, the try-it panel off and no key needed; with `sdk`, named by their SDK
 * methods (and only what the SDK sends).
 */
export function renderMarkers([variant]: readonly string[]): string {
  const sdk = variant === 'sdk';
  const name = namer(sdk);
  const parts: string[] = [];
  for (const operation of operationList)
    if ('deprecated' in operation && operation.deprecated)
      parts.push(`${name(operation)} is **deprecated** (sunset ${operation.deprecated.sunset.slice(0, 10)})`);
  for (const stability of ['experimental', 'beta'] as const) {
    const names = marked(name, (operation) => 'stability' in operation && operation.stability === stability);
    if (names) parts.push(`${names} ${names.includes(' and ') ? 'are' : 'is'} **${stability}**`);
  }
  if (!sdk) {
    const hidden = marked(name, (operation) => 'tryItPanel' in operation && operation.tryItPanel === false);
    if (hidden) parts.push(`${hidden} ${hidden.includes(' and ') ? 'have' : 'has'} the try-it panel off`);
    const open = marked(name, (operation) => operation.public === true);
    if (open) parts.push(`${open} ${open.includes(' and ') ? 'need' : 'needs'} no key`);
  }
  return parts.length === 0 ? 'Every operation is stable.' : `${series(parts)}.`;
}

/** The SDK's resources on the client and the verbs of their methods, in their order. */
export function renderSdkResources(): string {
  const calls = sdkOperations();
  const resources = [...new Set(calls.map((call) => `\`client.${call.resource.join('.')}\``))];
  const verbs = [...new Set([...calls].sort(byMethod).map((call) => call.method))];
  return `The resources are ${series(resources)}, with the methods ${series(verbs.map((verb) => `\`${verb}\``))} (the SDK's verbs, openai-node's where it has one).`;
}
