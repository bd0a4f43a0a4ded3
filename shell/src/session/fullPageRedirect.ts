/**
 * A real page load (not a router navigation): used after logout so nothing of the old session stays
 * in memory, and for the external identity services. Its own module so tests can replace it.
 */
export function fullPageRedirect(url: string): void {
  window.location.assign(url);
}

/** A real page load in place of the current history entry (the router has already added or replaced it). */
export function fullPageReplace(url: string): void {
  window.location.replace(url);
}
