export { buildTestApp, loginAs, type TestApp, type TestAppOptions } from './testApp.js';
export { openTestDatabase, TEST_INSTANCES, TEST_SSN_KEYS, testDatabaseKind } from './testDatabase.js';
