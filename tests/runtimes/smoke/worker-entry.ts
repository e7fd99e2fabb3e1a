import * as sdk from '@petstore/sdk';
import { runSmoke, type SmokeConfig } from './smoke';

// Entry of the Cloudflare Worker (workerd, through Miniflare): bundled with the built SDK as
// wrangler bundles an app. `POST /smoke` runs the smoke run on the config it is sent, with a client
// of its own. `GET /shared` makes one call through the client the Worker keeps at module scope
// (one per key per process, as docs/getting-started.md recommends), made on the first request
// from the bindings: concurrent requests share it, its gate and its waiting calls.

/** What the Worker is given (Miniflare's bindings). */
interface Env {
  readonly BASE_URL: string;
  readonly API_KEY: string;
}

let shared: sdk.PetStore | undefined;

async function sharedCall(env: Env): Promise<Response> {
  shared ??= new sdk.PetStore({ apiKey: env.API_KEY, baseUrl: env.BASE_URL, maxRetryAfter: 120 });
  try {
    const category = await shared.categories.retrieve(1);
    return Response.json({ id: category.id });
  } catch (error) {
    return Response.json({ error: String(error) }, { status: 502 });
  }
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === '/shared') return sharedCall(env);
    if (pathname !== '/smoke') return new Response('not found', { status: 404 });
    try {
      return Response.json(await runSmoke(sdk, (await request.json()) as SmokeConfig));
    } catch (error) {
      return new Response(String((error as Error)?.stack ?? error), { status: 500 });
    }
  },
};
