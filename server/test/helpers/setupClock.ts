import { installTestClock } from '@portal/shared/testing/clock';

// every test file runs at TEST_NOW, the instant the template's demo data was seeded at (globalSetup.ts)
installTestClock();
