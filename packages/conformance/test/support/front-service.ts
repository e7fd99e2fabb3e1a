import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Where this service differs from the contract, each the kind of drift a real service shows:
 * renamed fields, an enum value the contract lacks, a missing header, another status for an
 * error, an error code under another status, an error code the contract does not know, a dropped
 * deprecation header, and a field the contract does not name (a note, not a failure).
 */
export const drifts = {
  renamedField: 'categories answer `title` for `name`',
  renamedPetField: 'pages of pets answer `category_id` for `categoryId`',
  unknownEnumValue: 'pets answer status "reserved" for "available"',
  missingHeader: 'inventory answers have no X-Request-Id',
  otherErrorStatus:
    'createPet answers 400 invalid_request for an unknown category, where the contract says 422',
  codeUnderOtherStatus: 'getPetById answers not_found with 400, where the contract files it under 404',
  unknownErrorCode: 'getOrder answers 404 with the code order_gone, which the contract does not know',
  droppedDeprecation: 'getPetById answers have no Deprecation header',
  extraField: 'orders carry a trackingNumber',
} as const;

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

type Json = Record<string, unknown>;
const records = (body: unknown): Json[] =>
  (Array.isArray(body) ? body : [body]).filter(
    (item): item is Json => typeof item === 'object' && item !== null,
  );

/** Changes one answer of the reference service as this drifted service answers it. */
function drift(method: string, path: string, answer: Answer): void {
  const { headers } = answer;
  if (path.startsWith('/categories') && answer.status < 400) {
    for (const category of records(answer.body)) {
      category.title = category.name;
      delete category.name;
    }
  }
  if (path.startsWith('/pets') && answer.status < 400) {
    for (const pet of records(answer.body)) if (pet.status === 'available') pet.status = 'reserved';
  }
  if (method === 'GET' && path === '/pets' && answer.status < 400) {
    for (const pet of records(answer.body)) {
      pet.category_id = pet.categoryId;
      delete pet.categoryId;
    }
  }
  const code = (answer.body as Json | undefined)?.code;
  if (method === 'GET' && /^\/pets\/[^/]+$/.test(path) && code === 'not_found') {
    answer.status = 400;
    (answer.body as Json).status = 400;
  }
  if (method === 'GET' && /^\/store\/orders\/[^/]+$/.test(path) && code === 'not_found')
    (answer.body as Json).code = 'order_gone';
  if (path.startsWith('/store/inventory')) headers.delete('X-Request-Id');
  if (
    method === 'POST' &&
    path === '/pets' &&
    (answer.body as Json | undefined)?.code === 'category_not_found'
  ) {
    answer.status = 400;
    answer.body = { code: 'invalid_request', message: 'categoryId: no such category', status: 400 };
  }
  if (method === 'GET' && /^\/pets\/[^/]+$/.test(path)) headers.delete('Deprecation');
  if (path.startsWith('/store/orders') && answer.status < 400) {
    for (const order of records(answer.body)) order.trackingNumber = `TRK-${order.id}`;
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A running service in front of the reference. */
export interface FrontService {
  readonly url: string;
  close(): Promise<void>;
}

/** How the service in front of the reference differs from it. */
export interface FrontOptions {
  /** Whether it answers with {@link drifts}. @default true */
  readonly drifted?: boolean;
  /** The path under which it serves the API, such as `/v1`. @default '' */
  readonly prefix?: string;
  /**
   * Whether it answers a `DELETE /pets/{id}` with 204 but keeps the pet (it reads the pet
   * instead): a drift of behaviour, not of shape, that only a read afterwards finds.
   * @default false
   */
  readonly keepsDeletedPets?: boolean;
  /**
   * A query parameter it drops from every request before answering (`petId`): a list that ignores
   * one of its filters, a drift of behaviour that only the records answered show.
   */
  readonly ignoredFilter?: string;
}

/**
 * A real HTTP server in front of the reference service at `target`: it forwards every request as
 * it came (without `prefix`) and answers what the reference answers, changed by {@link drifts}
 * unless `drifted` is false. Like any reverse proxy, it writes its own origin and prefix into the
 * `Link`s of pages and the `Location` of a record created.
 */
export async function startFrontService(
  target: string,
  { drifted = true, prefix = '', keepsDeletedPets = false, ignoredFilter }: FrontOptions = {},
): Promise<FrontService> {
  const server = createServer(async (request, response) => {
    const own = `http://${request.headers.host}${prefix}`;
    const incoming = new URL(request.url ?? '/', 'http://front');
    if (!incoming.pathname.startsWith(`${prefix}/`)) {
      response.writeHead(404).end();
      return;
    }
    if (ignoredFilter) incoming.searchParams.delete(ignoredFilter);
    const forwarded = `${incoming.pathname.slice(prefix.length)}${incoming.search}`;
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name))
        headers.set(name, value);
    }
    const body = await readBody(request);
    const method = request.method ?? 'GET';
    const keeps = keepsDeletedPets && method === 'DELETE' && /^\/pets\/\d+$/.test(incoming.pathname);
    const reference = await fetch(new URL(forwarded, target), {
      method: keeps ? 'GET' : method,
      headers,
      ...(body.length > 0 && { body: body.toString('utf8') }),
    });
    const text = keeps ? '' : await reference.text();
    const answer: Answer = {
      status: keeps ? 204 : reference.status,
      headers: new Headers(reference.headers),
      body: text === '' ? undefined : JSON.parse(text),
    };
    if (keeps)
      for (const name of ['content-type', 'deprecation', 'sunset', 'link']) answer.headers.delete(name);
    if (drifted) drift(method, new URL(forwarded, target).pathname, answer);
    const link = answer.headers.get('Link');
    if (link) answer.headers.set('Link', link.replaceAll(target, own));
    const location = answer.headers.get('Location');
    if (location?.startsWith('/')) answer.headers.set('Location', `${prefix}${location}`);
    for (const name of [
      'content-length',
      'transfer-encoding',
      'connection',
      'keep-alive',
      'content-encoding',
    ])
      answer.headers.delete(name);
    response.writeHead(answer.status, Object.fromEntries(answer.headers));
    response.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
