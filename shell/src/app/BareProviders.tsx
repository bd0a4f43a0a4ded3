import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Language } from '@portal/instances';
import { baseMessages } from '../i18n/mergeMessages';

/** The shell's own messages, for what renders before (or without) an instance: loader, boot error, 404. */
export function BareIntl({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <IntlProvider locale={language} defaultLocale="fi-FI" messages={baseMessages(language)}>
      {children}
    </IntlProvider>
  );
}
