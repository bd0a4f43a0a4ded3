import { jsdomConfig } from '@portal/shared/build/vitest.mjs';

export default jsdomConfig();
