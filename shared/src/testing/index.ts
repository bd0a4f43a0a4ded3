/**
 * The starter kit for a module's tests (`@portal/shared/testing`): only tests import it, and the build's
 * used-export scan skips `testing/` folders, so none of it reaches a bundle.
 */
export * from './fixtures';
export * from './moduleStore';
export * from './renderModule';
export * from './mockFetch';
export * from './expectPortalModule';
export * from './catalogues';
