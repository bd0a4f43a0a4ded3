import { useLayoutEffect } from 'react';
import { useIntl } from 'react-intl';
import { usePortal } from '@portal/shared';

export const pageTitle = (titlePrefix: string, title: string): string => `${titlePrefix} - ${title}`;

/** Page titles are '<titlePrefix> - <page title>' (spec section 2: 'Online - {page title}'). */
export function usePageTitle(titleKey: string): void {
  const intl = useIntl();
  const { instance } = usePortal();
  const title = intl.formatMessage({ id: titleKey });
  // at the commit that shows the page: a page left before its passive effects ran must not write last
  useLayoutEffect(() => {
    document.title = pageTitle(instance.titlePrefix, title);
  }, [instance.titlePrefix, title]);
}
