import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument, demoApiKeys, headerNames } from '@petstore/contract';
import { refuseCaller } from '../control/caller-access';
import type { MockRequest } from '../pipeline/mock-request';
import { errorResponse, type MockResponse, withRequestId } from '../pipeline/respond';
import { referencePage } from './reference-page';

/** Where the interactive reference is served. */
export const docsPath = '/docs';

const assetTypes: Record<string, string> = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
};

// The package's reference-ui/ folder (scripts/copy-reference-ui.mjs fills it at build): from
// dist/ in a build, from src/internal/docs/ when run from source.
function referenceUiDir(): string {
  const here = typeof __dirname === 'string' ? __dirname : dirname(fileURLToPath(import.meta.url));
  for (const up of ['..', '../../..']) {
    const candidate = join(here, up, 'reference-ui');
    if (existsSync(join(candidate, 'swagger-ui.css'))) return candidate;
  }
  throw new Error('reference-ui/ is missing: build @petstore/mock (pnpm build)');
}

/**
 * The standalone server's interactive reference at `/docs`: Swagger UI on the generated document,
 * the server that served the page as the try-it target (under whatever name the page was opened)
 * and a demo key filled in. It answers before the mock: never rate-limited, never journaled, and
 * only to the callers the control API takes, token aside (a loopback or allowed `Host`, no page of
 * another site), so a rebinding page cannot read it.
 * @param allowedHosts lower case.
 */
export function createDocsHandler(allowedHosts: readonly string[]) {
  const callers = { allowedHosts, token: undefined };
  const files = new Map<string, string>();
  const read = (name: string) => {
    let text = files.get(name);
    if (text === undefined) {
      text = name === 'index.html' ? page() : readFileSync(join(referenceUiDir(), name), 'utf8');
      files.set(name, text);
    }
    return text;
  };
  const page = () =>
    referencePage({
      document: buildOpenApiDocument(),
      apiKey: Object.keys(demoApiKeys)[0] as string,
      assets: docsPath,
    });
  return (request: MockRequest): MockResponse => {
    const refusal = refuseCaller(request, callers, 'The docs page');
    if (refusal) return refusal;
    const headers = withRequestId();
    const name = request.pathname.slice(docsPath.length + 1) || 'index.html';
    const type = name === 'index.html' ? 'text/html; charset=utf-8' : assetTypes[name];
    if (!type || (request.method !== 'GET' && request.method !== 'HEAD'))
      return errorResponse({ code: 'not_found', message: `No docs file at ${request.pathname}` }, headers);
    return {
      status: 200,
      headers: { ...headers, [headerNames.contentType]: type, 'Cache-Control': 'no-cache' },
      text: read(name),
    };
  };
}
