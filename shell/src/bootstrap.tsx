import { renderPortal } from './app/renderPortal';
import { setAfterBoot } from './app/Root';
import { preloadDashboard } from './dashboard/preloadDashboard';

// the dashboard's remotes load as soon as the session is known, not when the grid first renders
setAfterBoot(preloadDashboard);
renderPortal();
