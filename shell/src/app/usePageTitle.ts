import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { usePortal } from '@portal/shared';

export const pageTitle = (titlePrefix: string, title: string): string => `${titlePrefix} - ${title}`;

/** Page titles are '<titlePrefix> - <page title>' (spec section 2: 'Online - {page title}'). */
export function usePageTitle(titleKey: string): void {
  const intl = useIntl();
  const { instance } = usePortal();
  const title = intl.formatMessage({ id: titleKey });
  useEffect(() => {
    document.title = pageTitle(instance.titlePrefix, title);
  }, [instance.titlePrefix, title]);
}
