// `@portal/shared/tabs`: Fluent's tabs, provided by the shell apart from its Fluent copy, which every logged-in
// page loads: only the pages with tabs (the account page, staff pages) fetch them. Built by the shell with the
// internals its Fluent copy uses (one tabster, one set of contexts), which a remote's own copy would duplicate
// (docs/module-federation.md, "Fluent components a page brings itself").
export { Tab, TabList } from '@fluentui/react-tabs';
