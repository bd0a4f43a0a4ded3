import { renderPortal } from './app/renderPortal';
import { setAfterBoot } from './app/Root';
import { preloadDashboard } from './dashboard/preloadDashboard';
import { loadBaseMessages } from './i18n/mergeMessages';
import { addressLanguage } from './routing/paths';

// the dashboard's remotes load as soon as the session is known, not when the grid first renders
setAfterBoot(preloadDashboard);
// The host's build carries the shell's texts as a chunk per language (i18n/hostLanguageMessages.ts), asked
// for by the entry: the first render waits for the address's language, so even the loader has its words. A
// chunk that fails draws all the same; the boot then fails and offers Try again.
void loadBaseMessages(addressLanguage(window.location.pathname))
  .catch(() => undefined)
  .then(renderPortal);
