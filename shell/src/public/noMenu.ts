import type * as Real from '../menu/filterMenu';

/**
 * Stands in for menu/filterMenu in the logged-out pages' entry: the menu shows only with a session
 * (filterMenu gives a logged-out visitor none), and after a login these pages hand over to the
 * federation host with a page load, so the menu rules stay out of the page.
 */
export const filterMenu: typeof Real.filterMenu = () => [];
