import type { ReactNode } from 'react';
import { Title1 } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import type { ContentEndpoint } from '@portal/instances/endpoints';
import { usePortal } from '@portal/shared';
import { usePageStyles } from '../pageStyles';
import { contentTitleKey } from './contentTitle';

/** The page heading (its menu label) and the page's content under it. */
export function ContentPageLayout({
  endpoint,
  children,
}: {
  endpoint: ContentEndpoint;
  children: ReactNode;
}) {
  const styles = usePageStyles();
  const { instance } = usePortal();
  return (
    <section className={styles.page} aria-labelledby="content-heading">
      <Title1 as="h1" id="content-heading">
        <FormattedMessage id={contentTitleKey(instance, endpoint)} />
      </Title1>
      {children}
    </section>
  );
}
