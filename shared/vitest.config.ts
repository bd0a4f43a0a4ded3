import { jsdomConfig } from './build/vitest.mjs';

export default jsdomConfig({ setupFiles: ['./src/testing/setup.ts'] });
