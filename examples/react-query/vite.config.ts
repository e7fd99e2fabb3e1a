import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

/**
 * Serves the service worker of `@petstore/mock` at `/mockServiceWorker.js`, where
 * `setupPetStoreWorker().start()` registers it by default, in `vite` (dev) and in `vite build`
 * (as examples/browser does).
 */
function petStoreServiceWorker(): Plugin {
  const file = fileURLToPath(import.meta.resolve('@petstore/mock/mockServiceWorker.js'));
  return {
    name: 'petstore-mock-service-worker',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(readFileSync(file));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: readFileSync(file) });
    },
  };
}

export default defineConfig({
  plugins: [petStoreServiceWorker()],
  // JSX compiled by Vite's own transform (no React plugin needed for a page without fast refresh).
  oxc: { jsx: { runtime: 'automatic' } },
  // Inside this workspace the packages' TypeScript sources are used, so the page runs without a
  // build; an app that installs the packages from the registry leaves this out.
  resolve: { conditions: ['@petstore/source', ...defaultClientConditions] },
  build: { target: 'es2022' },
});
