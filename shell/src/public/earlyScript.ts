// The logged-out pages' first script, run before their entry (shell/rspack.config.mjs): the page load's
// session check goes out while the entry is still being downloaded (session/earlySessionCheck.ts).
import { startEarlySessionCheck } from '../session/earlySessionCheck';

startEarlySessionCheck();
