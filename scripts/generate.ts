/**
 * `pnpm generate`: writes what the contract determines and a reader still wants as source
 * (docs/design/0019-one-surface-from-the-contract.md): the contract's named types beside its
 * schemas, then the SDK's functions, resources and `packages/sdk/api.md`. Run it after a change
 * of the contract; the contract's and the SDK's tests fail while a generated file is stale.
 */
import { renderTypes } from '../packages/contract/scripts/generate-types';
import { renderSurface } from '../packages/sdk/scripts/generate-surface';
import { writeGenerated } from './generate/generated-files';

writeGenerated(renderTypes());
writeGenerated(renderSurface());
