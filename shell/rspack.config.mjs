import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBundleConfig } from '@portal/shared/build/federation.mjs';

export default createBundleConfig({
  kind: 'host',
  name: 'shell',
  packageDir: dirname(fileURLToPath(import.meta.url)),
  entry: './src/index.ts',
});
