import { setupPetStoreWorker } from '@petstore/mock/browser';

// `?api=http://127.0.0.1:4010` points the page at a standalone mock (`petstore-mock`) instead.
const standaloneUrl = new URLSearchParams(location.search).get('api');

/**
 * Where the page's API lives: under the page's own origin, answered by the service worker, or
 * the standalone mock named by `?api=` (which answers with CORS).
 */
export const apiBaseUrl = standaloneUrl ?? `${location.origin}/api`;

/** The page's API key, on a plan small enough that the burst button meets the limit. */
export const apiKey = 'browser-demo';

/**
 * Starts the Pet Store mock in a service worker, unless the page talks to a standalone mock. A
 * real app would do this only in development, e.g. behind `if (import.meta.env.DEV)`; this page
 * has no real backend, so it always does.
 * @returns the mock in the worker; `undefined` against a standalone mock, which tests drive from
 *   outside the page (its control API has no CORS).
 */
export async function startMock() {
  if (standaloneUrl) return undefined;
  const mock = setupPetStoreWorker({
    baseUrl: apiBaseUrl,
    seed: 7,
    plans: { tiny: { perMinute: 12, perDay: 1000 } },
    keys: { [apiKey]: 'tiny' },
  });
  // `bypass`: the page's own files (scripts, styles) go to Vite as usual.
  await mock.start({ onUnhandledRequest: 'bypass', quiet: true });
  return mock;
}
