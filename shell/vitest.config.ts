import { jsdomConfig } from '@portal/shared/build/vitest.mjs';

export default jsdomConfig({
  include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  restoreMocks: true,
  maxWorkers: undefined,
});
