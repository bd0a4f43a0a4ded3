// The logged-out pages' entry (docs/first-load.md): the same Root without Module Federation, built by
// its own compilation with the stand-ins of shell/rspack.config.mjs. No async boundary: nothing is shared.
import { startBoot } from './app/Root';
import { renderPortal } from './app/renderPortal';
import { loadBaseMessages } from './i18n/mergeMessages';
import { isLanguage, parsePortalPath } from './routing/paths';

// This entry carries no language's catalogues (public/languageMessages.ts): the address's language is
// fetched alongside the boot (instance file and texts), and the page draws once it is there, so even the
// loader has its words. A failed fetch draws all the same: the boot then fails and offers Try again.
const { pathname } = window.location;
const urlLanguage = parsePortalPath(pathname).language ?? undefined;
startBoot(pathname);
void loadBaseMessages(isLanguage(urlLanguage) ? urlLanguage : 'fi-FI')
  .catch(() => undefined)
  .then(renderPortal);
