import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Body1, Title1 } from '@fluentui/react-components';
import { usePageStyles } from '../pageStyles';

/** The 404 page's content: title, description, sub-description and three tips, one showing the address. */
export function NotFoundContent({ address, homeLink }: { address: string; homeLink?: ReactNode }) {
  const styles = usePageStyles();
  return (
    <section className={styles.page} aria-labelledby="not-found-heading">
      <Title1 as="h1" id="not-found-heading">
        <FormattedMessage id="shell.notFound.heading" />
      </Title1>
      <Body1 as="p">
        <FormattedMessage id="shell.notFound.description" />
      </Body1>
      <Body1 as="p">
        <FormattedMessage id="shell.notFound.subDescription" />
      </Body1>
      <ul className={styles.list}>
        <li>
          <FormattedMessage
            id="shell.notFound.tipAddress"
            values={{
              address: (
                <span key="address" className={styles.address}>
                  {address}
                </span>
              ),
            }}
          />
        </li>
        <li>
          <FormattedMessage id="shell.notFound.tipBack" />
        </li>
        <li>
          <FormattedMessage id="shell.notFound.tipHome" /> {homeLink}
        </li>
      </ul>
    </section>
  );
}
