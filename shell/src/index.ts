import { startEarlyFetches } from './app/earlyFetch';
import { shellLanguageChunks } from './i18n/shellLanguageChunks';
import { addressLanguage } from './routing/paths';
import { startEarlySessionCheck } from './session/earlySessionCheck';
import { isHandedOver } from './session/recentCheck';

// The boot's requests (instance file, then its texts and the modules' publications) go out now, while the
// shared chunks below are fetched and run; bootInstance takes their answers (docs/first-load.md).
startEarlyFetches(window.location.pathname);
// and the session check, unless the login page has just handed its user over (session/recentCheck.ts)
if (!isHandedOver()) startEarlySessionCheck();
// and the shell's texts in the address's language (i18n/hostLanguageMessages.ts), which bootstrap waits for
void shellLanguageChunks[addressLanguage(window.location.pathname)]().catch(() => undefined);
// The async boundary: the shared singletons are negotiated before any module that uses them runs.
import('./bootstrap');
