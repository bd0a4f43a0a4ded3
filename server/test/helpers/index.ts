export { buildTestApp, loginAs, type TestApp, type TestAppOptions } from './testApp.js';
export { openTestDatabase, TEST_INSTANCES, testDatabaseKind } from './testDatabase.js';
