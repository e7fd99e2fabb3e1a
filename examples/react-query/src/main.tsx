import { PetStore } from '@petstore/sdk';
import { petStoreQueries } from '@petstore/tanstack-query';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { apiBaseUrl, apiKey, startMock } from './start-mock';

const mock = await startMock();

// One client for the page: every query and mutation goes through its one rate-limit gate.
const client = new PetStore({
  apiKey,
  baseUrl: apiBaseUrl,
  // Wait for the rate-limit window 5 s at most; past that, the query fails at once with RateLimitError.
  maxRetryAfter: 5,
});
const queries = petStoreQueries(client);
// TanStack Query's defaults: the options of @petstore/tanstack-query bring their own retry policy.
const queryClient = new QueryClient();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root');
createRoot(root).render(
  <QueryClientProvider client={queryClient}>
    <App
      queries={queries}
      rateLimit={() => client.rateLimit}
      journal={() => mock.journal.entries.map((entry) => entry.status)}
    />
  </QueryClientProvider>,
);
