import type * as Real from '../modules/ModuleView';

/**
 * Stands in for modules/ModuleView in the logged-out pages' entry: no module is published there
 * (noPublications.ts), so no page of another module can be shown for anyone, and the dashboard grid and
 * remote boundary the real one brings (40 KB gzip) stay out of the login page.
 */
export const catalogServes: typeof Real.catalogServes = () => false;

export const ModuleView: typeof Real.ModuleView = () => null;
