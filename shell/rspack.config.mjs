import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBundleConfig, createPageConfig } from '@portal/shared/build/federation.mjs';

const packageDir = dirname(fileURLToPath(import.meta.url));

export default [
  createBundleConfig({ kind: 'host', name: 'shell', packageDir, entry: './src/index.ts' }),
  // welcome, login, reset-password and oauth2/redirect on a first load (docs/first-load.md)
  createPageConfig({
    name: 'shell_public',
    packageDir,
    entry: './src/public.tsx',
    standIns: {
      'src/federation/remotes.ts': 'src/public/noRemotes.ts',
      'src/routing/PortalRoutes.tsx': 'src/public/PublicRoutes.tsx',
      'src/menu/LeftMenu.tsx': 'src/public/loggedInOnly.tsx',
      'src/header/UserMenu.tsx': 'src/public/loggedInOnly.tsx',
    },
  }),
];
