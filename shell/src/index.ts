import { startEarlyFetches } from './app/earlyFetch';
import { startEarlySessionCheck } from './session/earlySessionCheck';
import { isHandedOver } from './session/recentCheck';

// The boot's requests (instance file, then its texts and the modules' publications) go out now, while the
// shared chunks below are fetched and run; bootInstance takes their answers (docs/first-load.md).
startEarlyFetches(window.location.pathname);
// and the session check, unless the login page has just handed its user over (session/recentCheck.ts)
if (!isHandedOver()) startEarlySessionCheck();
// The async boundary: the shared singletons are negotiated before any module that uses them runs.
import('./bootstrap');
