import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBundleConfig, createPageConfig } from '@portal/shared/build/federation.mjs';
import { RemotePublicationsPlugin } from './build/remotePublications.mjs';
import { PagePreloadsPlugin } from './build/pagePreloads.mjs';
import { createWorkerConfig } from './build/serviceWorker.mjs';

const packageDir = dirname(fileURLToPath(import.meta.url));

const host = createBundleConfig({
  kind: 'host',
  name: 'shell',
  packageDir,
  entry: './src/index.ts',
  // the shell's own texts: the language shown only, a chunk per language (src/i18n/hostLanguageMessages.ts)
  standIns: {
    'src/i18n/mergeMessages.ts': 'src/i18n/hostLanguageMessages.ts',
    // the login and OpenID return pages: fetched when a logout leads there, not with every logged-in page
    'src/public/loginPages.ts': 'src/public/lazyLoginPages.tsx',
  },
});
// the workspace remotes' routes as built: what page addresses exist (docs/module-federation.md)
host.plugins = [...(host.plugins ?? []), new RemotePublicationsPlugin()];

// welcome, login, reset-password and oauth2/redirect on a first load (docs/first-load.md)
const publicPage = createPageConfig({
  name: 'shell_public',
  packageDir,
  entry: './src/public.tsx',
  // the session check goes out before the entry has arrived (src/session/earlySessionCheck.ts)
  earlyEntry: './src/public/earlyScript.ts',
  standIns: {
    'src/federation/remotes.ts': 'src/public/noRemotes.ts',
    'src/routing/PortalRoutes.tsx': 'src/public/PublicRoutes.tsx',
    'src/menu/LeftMenu.tsx': 'src/public/loggedInOnly.tsx',
    'src/header/UserMenu.tsx': 'src/public/loggedInOnly.tsx',
    'src/header/SharedLocationsLink.tsx': 'src/public/loggedInOnly.tsx',
    'src/menu/filterMenu.ts': 'src/public/noMenu.ts',
    'src/i18n/shellMessages.ts': 'src/public/loggedOutShellMessages.ts',
    // the shared and shell catalogues: the page's language only, a chunk of its own
    'src/i18n/mergeMessages.ts': 'src/public/languageMessages.ts',
    // no menu and no remote on these pages: no module's portal-module.json is fetched
    'src/modules/publications.ts': 'src/public/noPublications.ts',
    'src/federation/validateModule.ts': 'src/public/noModuleChecks.ts',
    // staff views of another module's page: logged in only (docs/staff-platform.md)
    'src/modules/ModuleView.tsx': 'src/public/noModuleView.ts',
  },
  // when idle, the page prefetches the host's entry for the page after login
  prefetchHost: { name: 'shell', html: 'dist/index.html' },
});
// the chunks its boot fetches before the first render: the server names them in the page's answer
publicPage.plugins = [
  ...(publicPage.plugins ?? []),
  new PagePreloadsPlugin({ chunks: ['messages-fi-FI', 'messages-sv-FI', 'messages-en-US', 'dark-theme'] }),
];

export default [
  host,
  publicPage,
  // the offline app's service worker, listing the host's built files (docs/offline.md)
  createWorkerConfig({ packageDir, after: ['shell', 'shell_public'] }),
];
