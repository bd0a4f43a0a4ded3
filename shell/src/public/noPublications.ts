import type * as Real from '../modules/publications';

/**
 * Stands in for modules/publications in the logged-out pages' entry: those pages have no menu and load
 * no remote (PublicRoutes sends every module page to the federation host), so no module's
 * `portal-module.json` is fetched there. Every module is "not published" for the catalogue.
 */
export const fetchPublications: typeof Real.fetchPublications = (instance) =>
  Promise.resolve(instance.modules.map(() => null));
