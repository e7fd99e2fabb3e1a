// The application the Playwright suite tests: a small pet shop on node:http, started once for every
// worker (the suite's `webServer`), configured with ONE Pet Store base URL, the mock's root
// (`PETSTORE_URL`). What makes it fit for a parallel suite is all in `forwardWorld` and the client's
// `onRequest` hook: the `Petstore-World` header of the request it answers goes on to the Pet Store
// calls it makes meanwhile. Nothing else in it knows about worlds. `docs/testing.md` shows the same
// middleware.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { APIError, PetStore } from '@petstore/sdk';

const petstoreUrl = process.env.PETSTORE_URL;
const port = Number(process.env.PORT);
if (!petstoreUrl || !Number.isInteger(port)) {
  console.error('app-under-test: set PETSTORE_URL (the Pet Store base URL) and PORT');
  process.exit(2);
}

/** The world of the request being answered, for the Pet Store calls made while answering it. */
const world = new AsyncLocalStorage<string | undefined>();

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/** The middleware: keeps the request's `Petstore-World` header while the handler answers it. */
function forwardWorld(handler: Handler): Handler {
  return (request, response) => {
    const header = request.headers['petstore-world'];
    return world.run(typeof header === 'string' ? header : undefined, () => handler(request, response));
  };
}

const petstore = new PetStore({
  apiKey: 'demo-free',
  baseUrl: petstoreUrl,
  hooks: [
    {
      onRequest: ({ headers }) => {
        const id = world.getStore();
        if (id) headers.set('Petstore-World', id);
      },
    },
  ],
});

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'Content-Type': type });
  response.end(body);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

async function readJson(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += chunk;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The shop's pages and its small JSON API, each made of Pet Store calls. */
const routes: Record<string, Handler> = {
  'GET /health': async (_request, response) => send(response, 200, 'text/plain', 'ok'),
  'GET /': async (_request, response) => {
    const page = await petstore.pets.list({ limit: 100 });
    const items = page.items.map((pet) => `<li>${escapeHtml(pet.name)}</li>`).join('');
    send(
      response,
      200,
      'text/html; charset=utf-8',
      `<!doctype html><title>Pet shop</title><h1>Our pets</h1><ul id="pets">${items}</ul>`,
    );
  },
  'GET /api/pets': async (_request, response) => {
    const page = await petstore.pets.list({ limit: 100 });
    send(response, 200, 'application/json', JSON.stringify({ names: page.items.map((pet) => pet.name) }));
  },
  'POST /api/categories': async (request, response) => {
    const body = await readJson(request);
    const name = typeof body === 'object' && body !== null && 'name' in body ? String(body.name) : '';
    const category = await petstore.categories.create({ name });
    send(response, 201, 'application/json', JSON.stringify(category));
  },
};

const server = createServer(
  forwardWorld(async (request, response) => {
    const route = routes[`${request.method} ${new URL(request.url ?? '/', 'http://app').pathname}`];
    if (!route) return send(response, 404, 'application/json', JSON.stringify({ code: 'not_found' }));
    try {
      await route(request, response);
    } catch (error) {
      // The shop passes the Pet Store's refusals on: a test reads the status and the code.
      const status = error instanceof APIError ? error.status : 502;
      const code = error instanceof APIError ? error.code : 'unreachable';
      send(response, status, 'application/json', JSON.stringify({ code }));
    }
  }),
);
server.listen(port, '127.0.0.1', () => console.log(`app-under-test: http://127.0.0.1:${port}`));
