// Writes bench/generated/openapi.d.ts (gitignored) so that `pnpm typecheck` can check the
// openapi-fetch baseline without a bench run; `pnpm bench` regenerates it too.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateOpenApiTypes } from './internal/generate-openapi-types';

await generateOpenApiTypes(path.resolve(fileURLToPath(new URL('..', import.meta.url))));
