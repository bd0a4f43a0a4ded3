import { jsdomConfig } from '@portal/shared/build/vitest.mjs';

export default jsdomConfig({ setupFiles: ['@portal/shared/testing/setup', './src/testSetup.ts'] });
