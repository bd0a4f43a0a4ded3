import type * as Locations from '../header/SharedLocationsLink';
import type * as User from '../header/UserMenu';
import type * as Menu from '../menu/LeftMenu';

// Stand-ins in the logged-out pages' entry for what only a logged-in user sees: the page shows them
// never (no session) or for a moment (the login succeeded, the page load of the target is under way).
export const LeftMenu = (_: Parameters<typeof Menu.LeftMenu>[0]) => null;
export const UserMenu = (_: Parameters<typeof User.UserMenu>[0]) => null;
export const SharedLocationsLink: typeof Locations.SharedLocationsLink = () => null;
