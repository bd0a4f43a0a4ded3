// Test harness (not part of the module): the intl and theme providers the shell gives a page.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createIntl, IntlProvider } from 'react-intl';
import { reportsMessages } from '../../i18n/messages';

export type TestLanguage = 'fi-FI' | 'en-US';

export const testIntl = (language: TestLanguage = 'en-US') =>
  createIntl({ locale: language, messages: reportsMessages[language], timeZone: 'UTC' });

export function renderWithIntl(node: ReactNode, language: TestLanguage = 'en-US') {
  const wrap = (inner: ReactNode) => (
    // the shell's provider sets no zone (the browser's); UTC here shows any date not formatted in Helsinki
    <IntlProvider locale={language} messages={reportsMessages[language]} timeZone="UTC">
      <FluentProvider theme={webLightTheme}>{inner}</FluentProvider>
    </IntlProvider>
  );
  const result = render(wrap(node));
  return { ...result, rerender: (next: ReactNode) => result.rerender(wrap(next)) };
}
