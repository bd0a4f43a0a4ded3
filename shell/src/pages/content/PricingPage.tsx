import { Body1, Card, Link, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { PricingFile } from '@portal/instances/endpoints';
import { ContentPageLayout } from './ContentPageLayout';
import { ContentState } from './ContentState';
import { useContentFile } from './useContentFile';

const parsePricing = (text: string): PricingFile => JSON.parse(text) as PricingFile;

const useStyles = makeStyles({
  list: { margin: 0, padding: 0, listStyleType: 'none', display: 'grid', gap: tokens.spacingVerticalM },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  link: { fontSize: tokens.fontSizeBase400 },
});

/** The utility's price lists: links to its own site, each opening in a new tab. */
export function PricingPage() {
  const intl = useIntl();
  const styles = useStyles();
  const state = useContentFile('online/pricing', parsePricing);
  const newTab = intl.formatMessage({ id: 'shell.content.opensInNewTab' });
  return (
    <ContentPageLayout endpoint="online/pricing">
      <ContentState state={state}>
        {(pricing) => (
          <>
            {pricing.intro && <Body1 as="p">{pricing.intro}</Body1>}
            <Card>
              <ul className={styles.list}>
                {pricing.links.map((link) => (
                  <li key={link.url} className={styles.item}>
                    <Link
                      className={styles.link}
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${link.label} ${newTab}`}
                    >
                      {link.label}
                    </Link>
                    {link.description && <Body1>{link.description}</Body1>}
                  </li>
                ))}
              </ul>
            </Card>
          </>
        )}
      </ContentState>
    </ContentPageLayout>
  );
}
