/**
 * A real HTTP server on a loopback port that answers every route of the gallery of shapes
 * (index.ts) and records each request as it arrived: the operation it matched, its path, its query,
 * its headers and its body. Pages are two items long and their `Link rel="next"` points at another
 * path on purpose: a client that keeps its path sends the next page under the same path parameters.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type GalleryOperation, galleryOperations } from './index';

/** One request as the server received it. */
export interface RecordedRequest {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly query: Readonly<Record<string, string[]>>;
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly body: unknown;
}

/** The pets the server knows: any other `petId` is answered 404 `not_found`. */
export const knownPets: readonly number[] = [1, 2];
const pageSize = 2;

const orders = [1, 2, 3, 4, 5].map((id) => ({
  id,
  petId: id <= 3 ? 1 : 2,
  quantity: id,
  complete: id % 2 === 0,
}));
const events = (petId: number, orderId: number) =>
  [1, 2, 3].map((sequence) => ({ orderId, petId, kind: sequence === 3 ? 'shipped' : 'placed', sequence }));

function routeOf(operation: GalleryOperation): RegExp {
  return new RegExp(`^${operation.path.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`);
}

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** A page of `items` as the service answers it: the items, the total and the next page's link. */
function page(response: ServerResponse, items: readonly unknown[], query: URLSearchParams) {
  const limit = Number(query.get('limit') ?? pageSize);
  const offset = Number(query.get('offset') ?? 0);
  const next = new URLSearchParams(query);
  next.set('offset', String(offset + limit));
  const headers: Record<string, string> = { 'x-total-count': String(items.length) };
  if (offset + limit < items.length) headers.link = `</elsewhere?${next}>; rel="next"`;
  json(response, 200, items.slice(offset, offset + limit), headers);
}

type Answer = (
  params: Record<string, number>,
  query: URLSearchParams,
  request: IncomingMessage,
  body: unknown,
  response: ServerResponse,
) => void;

/** What each operation answers, given a known pet. */
const answers: Record<string, Answer> = {
  listOrders: (_params, query, _request, _body, response) =>
    page(
      response,
      orders.filter((order) => !query.has('complete') || String(order.complete) === query.get('complete')),
      query,
    ),
  listPetOrders: ({ petId }, query, _request, _body, response) =>
    page(
      response,
      orders.filter(
        (order) =>
          order.petId === petId &&
          (!query.has('complete') || String(order.complete) === query.get('complete')),
      ),
      query,
    ),
  createPetOrder: ({ petId }, _query, _request, body, response) =>
    json(response, 201, {
      id: 99,
      petId,
      quantity: (body as { quantity: number }).quantity,
      complete: false,
    }),
  listOrderEvents: ({ petId, orderId }, query, _request, _body, response) =>
    page(
      response,
      events(petId as number, orderId as number).filter(
        (event) => !query.has('kind') || event.kind === query.get('kind'),
      ),
      query,
    ),
  updatePetNote: (_params, _query, _request, body, response) => json(response, 200, body),
  deletePetNote: (_params, _query, _request, _body, response) => {
    response.writeHead(204, { deprecation: '@1767225600', sunset: 'Thu, 01 Jan 2099 00:00:00 GMT' });
    response.end();
  },
  checkPetExists: (_params, _query, _request, _body, response) => {
    response.writeHead(204);
    response.end();
  },
  getPetCard: ({ petId }, _query, request, _body, response) =>
    json(response, 200, { petId, language: request.headers['accept-language'], title: `Pet ${petId}` }),
};

/** The gallery's server, listening on a free loopback port, and what it received. */
export async function startGalleryServer() {
  const received: RecordedRequest[] = [];
  const routes = galleryOperations.map((operation) => ({ operation, route: routeOf(operation) }));
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://gallery.invalid');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const body = text ? JSON.parse(text) : undefined;
    const matched = routes
      .map(({ operation, route }) => ({ operation, match: route.exec(url.pathname) }))
      .find(({ operation, match }) => match && operation.method === request.method?.toLowerCase());
    if (!matched?.match)
      return json(response, 404, { code: 'not_found', message: 'No such route', status: 404 });
    const { operation, match } = matched;
    const params = Object.fromEntries(
      Object.entries(match.groups ?? {}).map(([name, value]) => [name, Number(value)]),
    );
    const query: Record<string, string[]> = {};
    for (const name of new Set(url.searchParams.keys())) query[name] = url.searchParams.getAll(name);
    received.push({
      operationId: operation.operationId,
      method: request.method ?? '',
      path: url.pathname,
      query,
      headers: request.headers as Record<string, string | undefined>,
      body,
    });
    if (params.petId !== undefined && !knownPets.includes(params.petId))
      return json(response, 404, {
        code: 'not_found',
        message: `Pet ${params.petId} does not exist`,
        status: 404,
      });
    (answers[operation.operationId] as Answer)(params, url.searchParams, request, body, response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    close: async () => {
      server.close();
      server.closeAllConnections();
      await once(server, 'close');
    },
  };
}
