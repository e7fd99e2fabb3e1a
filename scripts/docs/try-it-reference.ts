import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buildOpenApiDocument, demoApiKeys, service } from '../../packages/contract/src/index';
import { referencePage } from '../../packages/mock/src/internal/docs/reference-page';

// Swagger UI as the mock's build copies it (its devDependency), read from the same package.
const swaggerUi = dirname(
  createRequire(new URL('../../packages/mock/package.json', import.meta.url)).resolve(
    'swagger-ui-dist/package.json',
  ),
);

/**
 * Writes the static interactive reference into `outDir`: the page the standalone mock serves at
 * `/docs`, as one self-contained file (Swagger UI inlined), with Swagger UI's licence beside it.
 * Its try-it target is `server` (the standalone mock's default address unless told), and
 * `?server=` on the page's URL points it elsewhere.
 */
export function writeTryItReference(outDir: string, server: string = service.defaultBaseUrl): string {
  mkdirSync(outDir, { recursive: true });
  for (const file of ['LICENSE', 'NOTICE']) copyFileSync(join(swaggerUi, file), join(outDir, file));
  const asset = (file: string) => readFileSync(join(swaggerUi, file), 'utf8');
  const page = join(outDir, 'index.html');
  writeFileSync(
    page,
    referencePage({
      document: buildOpenApiDocument(),
      server,
      apiKey: Object.keys(demoApiKeys)[0] as string,
      assets: { script: asset('swagger-ui-bundle.js'), style: asset('swagger-ui.css') },
    }),
  );
  return page;
}
