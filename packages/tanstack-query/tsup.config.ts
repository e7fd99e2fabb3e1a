import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base';

export default defineConfig({ entry: ['src/index.ts'], ...packageBuild });
