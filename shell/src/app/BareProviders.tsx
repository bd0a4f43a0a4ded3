import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Language } from '@portal/instances';
import { baseMessages } from '../i18n/mergeMessages';

/**
 * Every date and time the portal shows is Helsinki's (the utilities' clock), whatever the browser's zone:
 * HELSINKI_TIME_ZONE of @portal/shared/calendar, written out so the first load does not fetch that module.
 */
export const PORTAL_TIME_ZONE = 'Europe/Helsinki';

/** The shell's own messages, for what renders before (or without) an instance: loader, boot error, 404. */
export function BareIntl({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <IntlProvider
      locale={language}
      defaultLocale="fi-FI"
      timeZone={PORTAL_TIME_ZONE}
      messages={baseMessages(language)}
    >
      {children}
    </IntlProvider>
  );
}
