import { realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBundleConfig } from '@portal/shared/build/federation.mjs';

const packageDir = dirname(fileURLToPath(import.meta.url));

const config = createBundleConfig({
  kind: 'remote',
  name: 'mf_billing',
  packageDir,
  exposes: { './module': './src/module.tsx' },
});

// SheetJS (the table export, loaded on click) is not yet a dependency of this package: it resolves to the
// copy mf-reports installs (the same version). Remove once `xlsx` is in package.json (docs/billing-ui.md).
export const XLSX_DIR = realpathSync(join(packageDir, '..', 'mf-reports', 'node_modules', 'xlsx'));
config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, xlsx: XLSX_DIR } };

export default config;
