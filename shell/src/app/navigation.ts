/**
 * Lets code outside React (sagas) navigate with the router's own navigate function.
 * The App registers the router's navigate once it is mounted; calls before that are kept
 * and replayed so a saga that finishes before the first render still lands where it meant to.
 */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type Navigator = (to: string, opts?: NavigateOptions) => void;

let navigator: Navigator | null = null;
let pending: { to: string; opts?: NavigateOptions } | null = null;

export function setNavigator(fn: Navigator | null): void {
  navigator = fn;
  if (fn && pending) {
    const { to, opts } = pending;
    pending = null;
    fn(to, opts);
  }
}

export function navigateTo(to: string, opts?: NavigateOptions): void {
  if (navigator) navigator(to, opts);
  else pending = { to, opts };
}
