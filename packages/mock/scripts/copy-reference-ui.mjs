// Copies Swagger UI's browser bundle, stylesheet and licence into reference-ui/, which the package
// ships: the standalone server serves them at /docs without swagger-ui-dist as a runtime
// dependency (docs/design/0018-interactive-reference.md says why).
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const source = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const target = fileURLToPath(new URL('../reference-ui/', import.meta.url));
mkdirSync(target, { recursive: true });
for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css', 'LICENSE', 'NOTICE']) {
  copyFileSync(join(source, file), join(target, file));
}
