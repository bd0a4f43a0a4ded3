// The logged-out pages' entry (docs/first-load.md): the same Root without Module Federation, built by
// its own compilation with the stand-ins of shell/rspack.config.mjs. No async boundary: nothing is shared.
import './bootstrap';
