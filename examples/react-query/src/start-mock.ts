import { setupPetStoreWorker } from '@petstore/mock/browser';

/** Where the page's API lives: under the page's own origin, answered by the service worker. */
export const apiBaseUrl = `${location.origin}/api`;

/** The page's API key, on a plan small enough that the burst meets the limit. */
export const apiKey = 'react-query-demo';

/** The plan of the page's key: 20 requests a minute. */
export const perMinute = 20;

/**
 * Starts the Pet Store mock in a service worker. A real app would do this only in development,
 * e.g. behind `if (import.meta.env.DEV)`; this page has no real backend, so it always does.
 */
export async function startMock() {
  const mock = setupPetStoreWorker({
    baseUrl: apiBaseUrl,
    seed: 7,
    plans: { tiny: { perMinute, perDay: 1000 } },
    keys: { [apiKey]: 'tiny' },
  });
  // `bypass`: the page's own files (scripts, styles) go to Vite as usual.
  await mock.start({ onUnhandledRequest: 'bypass', quiet: true });
  return mock;
}
