import type { Language } from '@portal/shared';
import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';

/**
 * Adds the texts a part loaded on demand brings with it (i18n/partMessages.ts) to the page's texts, for
 * that part only; same language, time zone and formats as the page.
 */
export function WithMessages({
  messages,
  children,
}: {
  messages: Record<Language, Record<string, string>>;
  children: ReactNode;
}) {
  const intl = useIntl();
  const merged = useMemo(
    () => ({
      // the page's messages already hold the instance texts, which win over the part's own (shell precedence)
      ...(messages[intl.locale as Language] ?? messages['fi-FI']),
      ...(intl.messages as Record<string, string>),
    }),
    [intl.messages, intl.locale, messages],
  );
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      timeZone={intl.timeZone}
      formats={intl.formats}
      messages={merged}
    >
      {children}
    </IntlProvider>
  );
}
