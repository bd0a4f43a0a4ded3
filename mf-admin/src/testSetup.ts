// The shell renders the module once its texts in the page's language have arrived (languageMessages):
// the tests load every language's chunk first, so the harness renders with the whole catalogue.
import { loadModuleTexts } from '@portal/shared/testing';
import { beforeAll } from 'vitest';
import { adminLanguageMessages, adminTitleMessages } from './i18n/moduleMessages';

beforeAll(async () => {
  await loadModuleTexts({ messages: adminTitleMessages, languageMessages: adminLanguageMessages });
});
