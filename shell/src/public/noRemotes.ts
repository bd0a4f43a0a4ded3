import type * as Real from '../federation/remotes';

/**
 * Stands in for federation/remotes in the logged-out pages' entry: no federation runtime there, and no
 * remote is ever loaded (PublicRoutes sends every module page to the federation host).
 */
export const registerInstanceRemotes: typeof Real.registerInstanceRemotes = () => {};

export const loadPortalModule: typeof Real.loadPortalModule = (id) =>
  Promise.reject(new Error(`${id}: modules load in the federation host, not on the logged-out pages`));
