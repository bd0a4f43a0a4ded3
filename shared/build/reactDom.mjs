// The host's `react-dom` shared module. Under Preact, react and react-dom are one module (docs/preact.md), and
// Module Federation registers one shared module per file: `react-dom` had no provider, so a remote asking for
// it loaded its own copy of Preact. This file is react-dom as a module of its own, made of the shared react.
export * from 'react';
export { default } from 'react';
