import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBundleConfig } from '@portal/shared/build/federation.mjs';

export default createBundleConfig({
  kind: 'remote',
  name: 'mf_metering',
  packageDir: dirname(fileURLToPath(import.meta.url)),
  exposes: { './module': './src/module.tsx' },
});
