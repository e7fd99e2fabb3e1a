import * as sdk from '@petstore/sdk';
import { runSmoke, type SmokeConfig } from './smoke';

// Entry of the smoke run in Vercel's Edge runtime: a fetch handler, as an Edge Function is. The
// test sends the config as the request's body and reads the report (or the failure) from the answer.

interface EdgeFetchEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}

async function answer(request: Request): Promise<Response> {
  try {
    const report = await runSmoke(sdk, (await request.json()) as SmokeConfig);
    return Response.json({ report });
  } catch (error) {
    const detail =
      error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error);
    return Response.json({ failure: detail }, { status: 500 });
  }
}

(
  globalThis as unknown as {
    addEventListener(type: 'fetch', listener: (event: EdgeFetchEvent) => void): void;
  }
).addEventListener('fetch', (event) => event.respondWith(answer(event.request)));
