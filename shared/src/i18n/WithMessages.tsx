import type { Language } from '@portal/instances';
import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';

/** Texts of a part per language (a page's or a dialog's, in its own chunk). */
export type PartMessages = Record<Language, Record<string, string>>;

/**
 * Adds the texts a part brings with its chunk to the page's texts, for that part only: same language,
 * time zone and formats as the page, and the page's texts (an instance's overrides) win over the part's.
 * Without `messages` it renders the children as they are.
 */
export function WithMessages({ messages, children }: { messages: PartMessages | null; children: ReactNode }) {
  const intl = useIntl();
  const merged = useMemo(
    () =>
      messages
        ? {
            ...(messages[intl.locale as Language] ?? messages['fi-FI']),
            ...(intl.messages as Record<string, string>),
          }
        : null,
    [intl.messages, intl.locale, messages],
  );
  if (!merged) return <>{children}</>;
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
