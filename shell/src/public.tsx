// The logged-out pages' entry (docs/first-load.md): the same Root without Module Federation, built by
// its own compilation with the stand-ins of shell/rspack.config.mjs. No async boundary: nothing is shared.
import { startBoot } from './app/Root';
import { renderPortal } from './app/renderPortal';
import { loadBaseMessages } from './i18n/mergeMessages';
import { whenReadyToDraw } from './public/firstDraw';
import { addressLanguage } from './routing/paths';

// This entry carries no language's catalogues (public/languageMessages.ts): the address's language is
// fetched alongside the boot (instance file and texts), and the page draws once it is there, so even the
// loader has its words. A failed fetch draws all the same: the boot then fails and offers Try again.
// The server preloads the boot's files with this entry (docs/first-load.md), so the boot has usually
// ended by then, and the session check is one round trip more: the first render waits for them and the
// login notice (public/firstDraw.ts), so the page is drawn once, not first with the loader, then the
// spinner, then without the notice. A boot or check that takes longer shows the loader after BOOT_WAIT_MS.
const BOOT_WAIT_MS = 1_000;
const { pathname } = window.location;
const boot = startBoot(pathname);
void loadBaseMessages(addressLanguage(pathname))
  .catch(() => undefined)
  .then(() =>
    Promise.race([
      whenReadyToDraw(boot, pathname),
      new Promise((resolve) => window.setTimeout(resolve, BOOT_WAIT_MS)),
    ]),
  )
  .then(renderPortal);
