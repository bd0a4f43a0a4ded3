import { startEarlyFetches } from './app/earlyFetch';

// The boot's requests (instance file, then its texts and the modules' publications) go out now, while the
// shared chunks below are fetched and run; bootInstance takes their answers (docs/first-load.md).
startEarlyFetches(window.location.pathname);
// The async boundary: the shared singletons are negotiated before any module that uses them runs.
import('./bootstrap');
